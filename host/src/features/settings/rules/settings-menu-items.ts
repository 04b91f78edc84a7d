export type SettingsMenuKey =
  | 'account'
  | 'billing'
  | 'notification'
  | 'wallet'
  | 'product'
  | 'channel'
  | 'integration'
  | 'fulfillment';

export interface SettingsMenuItem {
  key: SettingsMenuKey;
  to: string;
}

export type SettingsLinks = Record<SettingsMenuKey, string>;

/**
 * General-settings sub-pages available so far: the account, notification and channel pages
 * (host), the billing and wallet pages owned by the billing remote, the product page (pricing
 * rules) and the integrations owned by the catalogue remote, the own fulfilment service's page
 * owned by the orders remote. Billing disappears when billing is hidden.
 */
export function settingsMenuItems(
  billingHidden: boolean,
  links: SettingsLinks,
): SettingsMenuItem[] {
  const items: SettingsMenuItem[] = [{ key: 'account', to: links.account }];
  if (!billingHidden) items.push({ key: 'billing', to: links.billing });
  // which events notify the merchant, in the app and by e-mail (spec 000 §2)
  items.push({ key: 'notification', to: links.notification });
  items.push({ key: 'wallet', to: links.wallet });
  items.push({ key: 'product', to: links.product });
  // the stores and supply sources of the workplace (my channels)
  items.push({ key: 'channel', to: links.channel });
  // AI writing and the other integrations and add-ons (catalogue remote)
  items.push({ key: 'integration', to: links.integration });
  // the own fulfilment service (orders remote, ADR 037)
  items.push({ key: 'fulfillment', to: links.fulfillment });
  return items;
}
