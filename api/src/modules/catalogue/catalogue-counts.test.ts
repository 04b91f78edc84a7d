import { eq } from 'drizzle-orm';
import type { CatalogueCounts } from '@omni/shared/contracts';
import { productCenterItems, stores } from '../../db/schema';
import { signUp } from '../../testing/accounts';
import { demoMerchant } from '../../testing/demo';
import { call, useTestApp } from '../../testing/test-app';

const t = useTestApp();

describe('GET center/products/count', () => {
  it('counts import list and product center (mapped / unmapped) of the workplace in the header', async () => {
    const demo = await demoMerchant(t.app, t.db);
    const first = await call<CatalogueCounts>(t.app, 'GET', '/api/center/products/count', {
      token: demo.token,
      workplaceId: demo.demoWorkplaceId,
    });
    expect(first.body.data).toEqual({ import_list: 4, product_center: 3, mapped: 2, unmapped: 1 });
    const second = await call<CatalogueCounts>(t.app, 'GET', '/api/center/products/count', {
      token: demo.token,
      workplaceId: demo.secondWorkplaceId,
    });
    expect(second.body.data).toEqual({ import_list: 1, product_center: 1, mapped: 1, unmapped: 0 });
  });

  it('counts what the product center lists: Mapped is the mapped list, Unmapped the unmapped one, All both', async () => {
    const demo = await demoMerchant(t.app, t.db);
    const as = (workplaceId: string) => ({ token: demo.token, workplaceId });
    const lists = async (workplaceId: string) => {
      const counts = await call<CatalogueCounts>(
        t.app,
        'GET',
        '/api/center/products/count',
        as(workplaceId),
      );
      const mapped = await call<{ total: number; items: Array<{ store_product_id: string }> }>(
        t.app,
        'GET',
        '/api/center/products/listings/mapped',
        as(workplaceId),
      );
      const unmapped = await call<{ total: number; items: Array<{ title: string }> }>(
        t.app,
        'GET',
        '/api/center/products/listings/unmapped',
        as(workplaceId),
      );
      return {
        counts: counts.body.data!,
        mapped: mapped.body.data!,
        unmapped: unmapped.body.data!,
      };
    };
    const check = async (workplaceId: string) => {
      const { counts, mapped, unmapped } = await lists(workplaceId);
      expect(mapped.total).toBe(counts.mapped);
      expect(mapped.items).toHaveLength(counts.mapped);
      expect(unmapped.total).toBe(counts.unmapped);
      expect(counts.product_center).toBe(mapped.total + unmapped.total);
      return { counts, mapped, unmapped };
    };
    // the demo's two mapped products are listed (they were the Mapped badge's 2 over an empty list)
    const first = await check(demo.demoWorkplaceId);
    expect(first.mapped.items.map((i) => i.store_product_id).sort()).toEqual([
      'gid://shopify/Product/7001',
      'gid://shopify/Product/7002',
    ]);
    expect(first.unmapped.items.map((i) => i.title)).toEqual(['Canvas tote bag']);
    await check(demo.secondWorkplaceId);

    // a store product with a store id but no push behind it is not mapped: no listing to show
    const [store] = await t.db
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.workplaceId, demo.demoWorkplaceId))
      .limit(1);
    await t.db.insert(productCenterItems).values({
      workplaceId: demo.demoWorkplaceId,
      storeId: store!.id,
      title: 'Found in the store',
      platformProductId: 'gid://shopify/Product/7003',
    });
    const after = await check(demo.demoWorkplaceId);
    expect(after.counts).toMatchObject({ mapped: 2, unmapped: 2, product_center: 4 });
  });

  it('is all zeros for a new merchant', async () => {
    const user = await signUp(t.app, 'cat@example.test');
    const answer = await call<CatalogueCounts>(t.app, 'GET', '/api/center/products/count', {
      token: user.token,
      workplaceId: user.workplaceId,
    });
    expect(answer.body.data).toEqual({ import_list: 0, product_center: 0, mapped: 0, unmapped: 0 });
  });
});
