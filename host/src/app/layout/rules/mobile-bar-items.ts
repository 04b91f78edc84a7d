import type { ShellFlags } from './shell-flags';

export type MobileBarKey = 'home' | 'find-product' | 'product-center' | 'order-list' | 'settings';

export interface MobileBarItem {
  key: MobileBarKey;
  to: string;
  alsoSelectedOn?: readonly string[];
  /** Settings carries the unread chat count. */
  badge?: 'chat_unread_count';
}

export interface MobileBarLinks {
  home: string;
  findProduct: string;
  /** Collection and hand-picked product pages also light up "find product". */
  findProductSubRoutes: readonly string[];
  productCenter: string;
  orderList: string;
  settings: string;
}

/** Bottom bar shown under 768 px (spec 000 §2). */
export function mobileBarItems(flags: ShellFlags, links: MobileBarLinks): MobileBarItem[] {
  const items: MobileBarItem[] = [
    { key: 'home', to: links.home },
    { key: 'find-product', to: links.findProduct, alsoSelectedOn: links.findProductSubRoutes },
    { key: 'product-center', to: links.productCenter },
    { key: 'order-list', to: links.orderList },
  ];
  if (!flags.billingHidden)
    items.push({ key: 'settings', to: links.settings, badge: 'chat_unread_count' });
  return items;
}
