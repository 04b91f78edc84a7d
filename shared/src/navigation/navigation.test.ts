import { isCampaignPath } from './campaign';
import { REMOTE_MOUNTS } from './mounts';
import { paths } from './paths';
import { ownerOfPath, remoteForPath } from './remote-owner';

describe('path builders (spec 000 §2, 001 §2)', () => {
  it('build the parameterised routes', () => {
    expect(paths.productDetail('aliexpress', '1005', 'DE')).toBe(
      '/app/find-product/aliexpress/detail/1005/DE',
    );
    expect(paths.productDetail('omni', 'p1')).toBe('/app/find-product/omni/detail/p1/US');
    expect(paths.podProductDetail('p2', 'FR')).toBe('/app/pod-product/detail/p2/FR');
    expect(paths.orderDetail('o 1', 'shipment')).toBe('/app/orders/detail/o%201/shipment');
    expect(paths.tracking('ORD-9')).toBe('/tracking/ORD-9');
    expect(paths.importListEditor('pc1')).toBe('/app/products-import/editor/pc1');
    expect(paths.productCenterEditor('pc1')).toBe('/app/products-center/editor/pc1');
    expect(paths.findProductCollection('trending')).toBe('/app/find-product/trending');
    expect(paths.serviceCenterService('sourcing', '7')).toBe(
      '/app/service-center/service/sourcing/7',
    );
    expect(paths.platformInstall()).toBe('/auth/platform/shopify/install');
    expect(paths.integration('ai-writing')).toBe('/app/setting/integration/ai-writing');
    expect(paths.ownFulfillmentSettings()).toBe('/app/setting/omni-fulfillment');
  });
  it('add query strings without empty values', () => {
    expect(paths.emailVerification('id1', 'c0de')).toBe(
      '/auth/email-verification?id=id1&code=c0de',
    );
    expect(paths.resetPassword()).toBe('/reset-password');
    expect(paths.orders({ section: 'payment', status: undefined })).toBe(
      '/app/orders?section=payment',
    );
  });
  it('point every remote-owned builder into its remote', () => {
    expect(remoteForPath(paths.findProduct())).toBe('sourcing');
    expect(remoteForPath(paths.podSearch())).toBe('sourcing');
    expect(remoteForPath(paths.storeAnalytics())).toBe('sourcing');
    expect(remoteForPath(paths.importList())).toBe('catalogue');
    expect(remoteForPath(paths.productCenter())).toBe('catalogue');
    expect(remoteForPath(paths.products())).toBe('catalogue');
    expect(remoteForPath(paths.list())).toBe('catalogue');
    expect(remoteForPath(paths.orders())).toBe('orders');
    expect(remoteForPath(paths.ordersV2())).toBe('orders');
    expect(remoteForPath(paths.tracking('x'))).toBe('orders');
    expect(remoteForPath(paths.trackingCenterImportList())).toBe('orders');
    expect(remoteForPath(paths.pricing())).toBe('billing');
    expect(remoteForPath(paths.billing())).toBe('billing');
    expect(remoteForPath(paths.changePlan())).toBe('billing');
    expect(remoteForPath(paths.wallet())).toBe('billing');
  });
});

describe('ownerOfPath', () => {
  it('names the remote and mount, ignoring query and trailing slash', () => {
    expect(ownerOfPath('/app/orders/detail/1/all?x=1')).toEqual({
      remote: 'orders',
      mount: 'app/orders',
    });
    expect(ownerOfPath('/app/products-center/')).toEqual({
      remote: 'catalogue',
      mount: 'app/products-center',
    });
  });
  it('does not match a mount by prefix of a longer segment', () => {
    expect(remoteForPath('/app/products-importer')).toBeNull();
    expect(remoteForPath('/app/ordersx')).toBeNull();
  });
  it('gives the integrations and their sub-pages to the catalogue', () => {
    expect(remoteForPath(paths.integration())).toBe('catalogue');
    expect(remoteForPath(paths.integration('ai-writing'))).toBe('catalogue');
  });
  it('leaves host pages to the host', () => {
    expect(remoteForPath('/app')).toBeNull();
    expect(remoteForPath('/app/setting/account')).toBeNull();
    expect(remoteForPath('/login')).toBeNull();
  });
  it('every mount is owned by exactly the remote listing it', () => {
    for (const [remote, mounts] of Object.entries(REMOTE_MOUNTS)) {
      for (const mount of mounts) expect(remoteForPath(`/${mount}`)).toBe(remote);
    }
  });
});

describe('campaign paths', () => {
  it('any path containing /campaign', () => {
    expect(isCampaignPath('/campaign')).toBe(true);
    expect(isCampaignPath('/app/campaign/summer')).toBe(true);
    expect(isCampaignPath('/app/orders')).toBe(false);
  });
});
