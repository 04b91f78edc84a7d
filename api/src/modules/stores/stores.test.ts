import type { StoreList } from '@omni/shared/contracts';
import { demoMerchant } from '../../testing/demo';
import { call, useTestApp } from '../../testing/test-app';

const t = useTestApp();

describe('stores', () => {
  it('lists the stores of the workplace in the header, default first', async () => {
    const demo = await demoMerchant(t.app, t.db);
    const list = await call<StoreList>(t.app, 'GET', '/api/stores/list-store', {
      token: demo.token,
      workplaceId: demo.demoWorkplaceId,
    });
    const stores = list.body.data!.stores;
    expect(stores.map((s) => [s.platform, s.platform_domain, s.is_default])).toEqual([
      ['shopify', 'demo-fashion.myshopify.com', true],
      ['woocommerce', 'demo-home.example', false],
    ]);
    expect(stores[0]).toMatchObject({
      workplace_id: demo.demoWorkplaceId,
      currency: 'USD',
      domain: 'demo-fashion.com',
    });
    expect(stores[0]!.metadata.external_channels.map((c) => c.handle)).toEqual([
      'facebook-ads',
      'google',
      'tiktok-ads-2',
    ]);
    expect(stores[1]!.metadata).toEqual({ external_channels: [] });

    const second = await call<StoreList>(t.app, 'GET', '/api/stores/list-store', {
      token: demo.token,
      workplaceId: demo.secondWorkplaceId,
    });
    expect(second.body.data!.stores.map((s) => s.platform_domain)).toEqual([
      'demo-outdoor.myshopify.com',
    ]);
  });

  it('changes the default store within the workplace', async () => {
    const demo = await demoMerchant(t.app, t.db);
    const before = await call<StoreList>(t.app, 'GET', '/api/stores/list-store', {
      token: demo.token,
      workplaceId: demo.demoWorkplaceId,
    });
    const woo = before.body.data!.stores.find((s) => s.platform === 'woocommerce')!;
    const updated = await call<StoreList>(t.app, 'POST', '/api/core/stores/update-default-store', {
      token: demo.token,
      workplaceId: demo.demoWorkplaceId,
      body: { store_id: woo.id },
    });
    expect(updated.body.message).toBe('SaveSuccess');
    expect(updated.body.data!.stores.filter((s) => s.is_default).map((s) => s.id)).toEqual([
      woo.id,
    ]);
    expect(updated.body.data!.stores[0]!.id).toBe(woo.id);
    // The other workplace keeps its own default.
    const second = await call<StoreList>(t.app, 'GET', '/api/stores/list-store', {
      token: demo.token,
      workplaceId: demo.secondWorkplaceId,
    });
    expect(second.body.data!.stores[0]!.is_default).toBe(true);
  });

  it('does not accept a store of another workplace or an unknown id', async () => {
    const demo = await demoMerchant(t.app, t.db);
    const second = await call<StoreList>(t.app, 'GET', '/api/stores/list-store', {
      token: demo.token,
      workplaceId: demo.secondWorkplaceId,
    });
    const outdoorId = second.body.data!.stores[0]!.id;
    const crossed = await call(t.app, 'POST', '/api/core/stores/update-default-store', {
      token: demo.token,
      workplaceId: demo.demoWorkplaceId,
      body: { store_id: outdoorId },
    });
    expect(crossed.http).toBe(404);
    expect(crossed.body).toEqual({ status: 202, message: 'StoreNotFound', data: null });
    const junk = await call(t.app, 'POST', '/api/core/stores/update-default-store', {
      token: demo.token,
      workplaceId: demo.demoWorkplaceId,
      body: { store_id: 'nope' },
    });
    expect(junk.body.status).toBe(202);
  });
});
