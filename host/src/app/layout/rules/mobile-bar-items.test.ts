import { mobileBarItems } from './mobile-bar-items';
import { shellFlags } from '../../../testing/shell-flags';
import { selectedMenuKey } from './side-menu-items';

const flags = (billingHidden: boolean) => shellFlags({ mobile: true, billingHidden });
const links = {
  home: '/app',
  findProduct: '/app/find-product',
  findProductSubRoutes: ['/app/find-product', '/app/pod-product'],
  productCenter: '/app/products-center',
  orderList: '/app/orders',
  settings: '/app/setting/account',
};

describe('mobileBarItems', () => {
  it('has home, find product, product center, order list and settings with its chat badge', () => {
    const items = mobileBarItems(flags(false), links);
    expect(items.map((item) => item.key)).toEqual([
      'home',
      'find-product',
      'product-center',
      'order-list',
      'settings',
    ]);
    expect(items.at(-1)?.badge).toBe('chat_unread_count');
  });
  it('drops settings when billing is hidden', () => {
    expect(mobileBarItems(flags(true), links).map((item) => item.key)).not.toContain('settings');
  });
  it('lights find product on collection and hand-picked sub-routes', () => {
    const items = mobileBarItems(flags(false), links);
    expect(selectedMenuKey('/app/find-product/collection', items)).toBe('find-product');
    expect(selectedMenuKey('/app/find-product/experts-choice', items)).toBe('find-product');
    expect(selectedMenuKey('/app/pod-product/search', items)).toBe('find-product');
  });
});
