export type SettingsMenuKey = 'account' | 'billing' | 'wallet' | 'channel';

export interface SettingsMenuItem {
  key: SettingsMenuKey;
  to: string;
}

export interface SettingsLinks {
  account: string;
  billing: string;
  wallet: string;
  channel: string;
}

/**
 * General-settings sub-pages available so far: the account and channel pages (host) and the
 * billing and wallet pages owned by the billing remote. Billing disappears when billing is hidden.
 */
export function settingsMenuItems(
  billingHidden: boolean,
  links: SettingsLinks,
): SettingsMenuItem[] {
  const items: SettingsMenuItem[] = [{ key: 'account', to: links.account }];
  if (!billingHidden) items.push({ key: 'billing', to: links.billing });
  items.push({ key: 'wallet', to: links.wallet });
  // the stores and supply sources of the workplace (my channels)
  items.push({ key: 'channel', to: links.channel });
  return items;
}
