import { shellFlags } from '../../../testing/shell-flags';
import { selectedMenuKey, sideMenuItems, type SideMenuLinks } from './side-menu-items';

const links: SideMenuLinks = {
  home: '/app',
  findProduct: '/app/find-product',
  podProduct: '/app/pod-product',
  importList: '/app/products-import',
  productCenter: '/app/products-center',
  orderList: '/app/orders',
  trackingCenter: '/app/tracking-center',
  community: 'https://community.example',
  generalSettings: '/app/setting/account',
  manage: '/app/manage',
  integration: '/app/setting/integration',
  helpCenter: 'https://help.example',
};

const flags = shellFlags;

const keys = (items: { key: string }[]) => items.map((item) => item.key);

describe('sideMenuItems', () => {
  it('standalone: top entries with badges, never the hidden print-on-demand and manage pages', () => {
    const menu = sideMenuItems(flags(), links);
    expect(keys(menu.top)).toEqual([
      'home',
      'find-product',
      'import-list',
      'product-center',
      'order-list',
      'tracking-center',
    ]);
    expect(menu.top.find((item) => item.key === 'import-list')?.badge).toBe('import_list');
    expect(menu.top.find((item) => item.key === 'product-center')?.badge).toBe('product_list');
    expect(menu.top.find((item) => item.key === 'order-list')?.badge).toBe('order_list');
    expect(keys([...menu.top, ...menu.extra])).not.toEqual(expect.arrayContaining(['pod-product']));
    expect(keys([...menu.top, ...menu.extra])).not.toContain('manage');
  });

  it('standalone: the Extra group holds settings, integrations, community and the help center', () => {
    expect(keys(sideMenuItems(flags(), links).extra)).toEqual([
      'general-settings',
      'integration',
      'community',
      'help-center',
    ]);
  });

  it('embedded: community and general settings move to the top group and Extra disappears', () => {
    const menu = sideMenuItems(flags({ embedded: true }), links);
    expect(keys(menu.top)).toEqual(expect.arrayContaining(['community', 'general-settings']));
    expect(menu.extra).toEqual([]);
  });

  it('embedded on mobile: no community entry', () => {
    expect(keys(sideMenuItems(flags({ embedded: true, mobile: true }), links).top)).not.toContain(
      'community',
    );
  });

  it('hides settings when billing is hidden, community on mobile, integrations without a shop', () => {
    expect(keys(sideMenuItems(flags({ billingHidden: true }), links).extra)).not.toContain(
      'general-settings',
    );
    expect(keys(sideMenuItems(flags({ mobile: true }), links).extra)).not.toContain('community');
    expect(keys(sideMenuItems(flags({ hasShop: false }), links).extra)).not.toContain(
      'integration',
    );
  });

  it('marks the new feature with the New badge', () => {
    expect(sideMenuItems(flags(), links).top.filter((item) => item.isNew).length).toBeGreaterThan(
      0,
    );
  });
});

describe('selectedMenuKey', () => {
  const { top, extra } = sideMenuItems(flags(), links);
  const all = [...top, ...extra];

  it.each([
    ['/app', 'home'],
    ['/app/', 'home'],
    ['/app/find-product', 'find-product'],
    ['/app/find-product/collection', 'find-product'],
    ['/app/pod-product/search', 'find-product'],
    ['/app/products-import/editor/12', 'import-list'],
    ['/app/orders/detail/1/ready', 'order-list'],
    ['/app/setting/account', 'general-settings'],
  ])('%s selects %s', (path, key) => {
    expect(selectedMenuKey(path, all)).toBe(key);
  });

  it('home matches only itself and prefixes match whole segments', () => {
    expect(selectedMenuKey('/app/notifications', all)).toBeUndefined();
    expect(selectedMenuKey('/app/ordersx', all)).toBeUndefined();
  });

  it('prefers the longest matching path', () => {
    expect(
      selectedMenuKey('/a/b/c', [
        { key: 'short', to: '/a' },
        { key: 'long', to: '/a/b' },
      ]),
    ).toBe('long');
  });
});

describe('the tracking center entry', () => {
  it('is selected on each of its pages', () => {
    const menu = sideMenuItems(flags(), links);
    for (const page of ['supplier-available', 'supplier-unavailable', 'import-list'])
      expect(selectedMenuKey(`/app/tracking-center/${page}`, menu.top)).toBe('tracking-center');
    expect(selectedMenuKey('/app/orders', menu.top)).toBe('order-list');
  });
});
