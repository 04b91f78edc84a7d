import type { ShellFlags } from './shell-flags';

export type SideMenuKey =
  | 'home'
  | 'find-product'
  | 'pod-product'
  | 'import-list'
  | 'product-center'
  | 'order-list'
  | 'tracking-center'
  | 'community'
  | 'general-settings'
  | 'manage'
  | 'integration'
  | 'help-center';

export type BadgeSource = 'import_list' | 'product_list' | 'order_list';

export interface SideMenuItem {
  key: SideMenuKey;
  /** In-app path, or an external URL when `external` is set. */
  to: string;
  external?: boolean;
  badge?: BadgeSource;
  /** Shows the pulsing "New" marker. */
  isNew?: boolean;
  /** Extra path prefixes that also select this item. */
  alsoSelectedOn?: readonly string[];
}

export interface SideMenuLinks {
  home: string;
  findProduct: string;
  podProduct: string;
  importList: string;
  productCenter: string;
  orderList: string;
  trackingCenter: string;
  community: string;
  generalSettings: string;
  manage: string;
  integration: string;
  helpCenter: string;
}

export interface SideMenu {
  top: SideMenuItem[];
  /** The bottom "Extra" group; empty when embedded. */
  extra: SideMenuItem[];
}

/** Side menu of spec 000 §2: entries, groups and their visibility rules. */
export function sideMenuItems(flags: ShellFlags, links: SideMenuLinks): SideMenu {
  const top: SideMenuItem[] = [
    { key: 'home', to: links.home },
    { key: 'find-product', to: links.findProduct, alsoSelectedOn: [links.podProduct] },
    // print-on-demand and the manage page are hidden entries of the spec: never rendered.
    { key: 'import-list', to: links.importList, badge: 'import_list' },
    { key: 'product-center', to: links.productCenter, badge: 'product_list' },
    { key: 'order-list', to: links.orderList, badge: 'order_list', isNew: true },
    { key: 'tracking-center', to: links.trackingCenter },
  ];
  if (flags.embedded && !flags.mobile)
    top.push({ key: 'community', to: links.community, external: true });
  if (flags.embedded) top.push({ key: 'general-settings', to: links.generalSettings });

  const extra: SideMenuItem[] = [];
  if (!flags.embedded) {
    if (!flags.billingHidden) extra.push({ key: 'general-settings', to: links.generalSettings });
    if (flags.hasShop) extra.push({ key: 'integration', to: links.integration });
    if (!flags.mobile) extra.push({ key: 'community', to: links.community, external: true });
    extra.push({ key: 'help-center', to: links.helpCenter, external: true });
  }
  return { top, extra };
}

/** Longest-prefix match of the current path against the items (home only matches itself). */
export function selectedMenuKey<K extends string>(
  pathname: string,
  items: readonly { key: K; to: string; external?: boolean; alsoSelectedOn?: readonly string[] }[],
): K | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: { key: K; length: number } | undefined;
  for (const item of items) {
    if (item.external) continue;
    for (const prefix of [item.to, ...(item.alsoSelectedOn ?? [])]) {
      const exactOnly = prefix === '/app';
      const matches = exactOnly
        ? path === prefix
        : path === prefix || path.startsWith(`${prefix}/`);
      if (matches && (!best || prefix.length > best.length))
        best = { key: item.key, length: prefix.length };
    }
  }
  return best?.key;
}
