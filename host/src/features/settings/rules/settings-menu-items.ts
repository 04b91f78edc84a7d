export type SettingsMenuKey =
  'account' | 'billing' | 'wallet' | 'product' | 'channel' | 'fulfillment';

export interface SettingsMenuItem {
  key: SettingsMenuKey;
  to: string;
}

export interface SettingsLinks {
  account: string;
  billing: string;
  wallet: string;
  product: string;
  channel: string;
  fulfillment: string;
}

/**
 * General-settings sub-pages available so far: the account and channel pages (host), the
 * billing and wallet pages owned by the billing remote and the product page (pricing rules)
 * owned by the catalogue remote, the own fulfilment service's page owned by the orders remote.
 * Billing disappears when billing is hidden.
 */
export function settingsMenuItems(
  billingHidden: boolean,
  links: SettingsLinks,
): SettingsMenuItem[] {
  const items: SettingsMenuItem[] = [{ key: 'account', to: links.account }];
  if (!billingHidden) items.push({ key: 'billing', to: links.billing });
  items.push({ key: 'wallet', to: links.wallet });
  items.push({ key: 'product', to: links.product });
  // the stores and supply sources of the workplace (my channels)
  items.push({ key: 'channel', to: links.channel });
  // the own fulfilment service (orders remote, ADR 037)
  items.push({ key: 'fulfillment', to: links.fulfillment });
  return items;
}
