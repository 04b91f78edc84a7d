import { eq } from 'drizzle-orm';
import type { UnmappedListingPage } from '@omni/shared/contracts/catalogue';
import { productCenterItems, stores } from '../../../db/schema';
import { signUp } from '../../../testing/accounts';
import { demoMerchant } from '../../../testing/demo';
import { call, useTestApp } from '../../../testing/test-app';

const t = useTestApp();
const PATH = '/api/center/products/listings/unmapped';

describe('GET center/products/listings/unmapped', () => {
  it('lists the workplace’s unmapped products with their store, as many as the Unmapped badge counts', async () => {
    const demo = await demoMerchant(t.app, t.db);
    const as = (workplaceId: string) => ({ token: demo.token, workplaceId });
    const page = await call<UnmappedListingPage>(t.app, 'GET', PATH, as(demo.demoWorkplaceId));
    expect(page.http).toBe(200);
    const [store] = await t.db
      .select()
      .from(stores)
      .where(eq(stores.id, page.body.data!.items[0]!.store_id!));
    expect(page.body.data).toMatchObject({ total: 1, page: 1, page_size: 20 });
    expect(page.body.data!.items).toEqual([
      expect.objectContaining({
        title: 'Canvas tote bag',
        store_name: store!.domain,
        platform: store!.platform,
      }),
    ]);
    const counts = await call<{ unmapped: number }>(
      t.app,
      'GET',
      '/api/center/products/count',
      as(demo.demoWorkplaceId),
    );
    expect(counts.body.data!.unmapped).toBe(page.body.data!.total);

    // the second workplace's products are all mapped; a new merchant has none
    const second = await call<UnmappedListingPage>(t.app, 'GET', PATH, as(demo.secondWorkplaceId));
    expect(second.body.data).toMatchObject({ items: [], total: 0 });
    const user = await signUp(t.app, 'unmapped@example.test');
    const empty = await call<UnmappedListingPage>(t.app, 'GET', PATH, {
      token: user.token,
      workplaceId: user.workplaceId,
    });
    expect(empty.body.data).toMatchObject({ items: [], total: 0 });
    // another workplace's id in the header is refused, nothing of it is listed
    const foreign = await call(t.app, 'GET', PATH, {
      token: user.token,
      workplaceId: demo.demoWorkplaceId,
    });
    expect(foreign.http).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(foreign.body)).not.toContain('Canvas tote bag');
  });

  it('pages newest first, narrows to one store, and refuses bad input', async () => {
    const demo = await demoMerchant(t.app, t.db);
    const as = { token: demo.token, workplaceId: demo.demoWorkplaceId };
    const [tote] = await t.db
      .select()
      .from(productCenterItems)
      .where(eq(productCenterItems.title, 'Canvas tote bag'));
    const base = Date.parse('2026-01-01T00:00:00Z');
    await t.db.insert(productCenterItems).values(
      Array.from({ length: 4 }, (_, i) => ({
        workplaceId: demo.demoWorkplaceId,
        storeId: null,
        title: `Loose ${i}`,
        createdAt: new Date(base + i * 60_000),
      })),
    );
    const first = await call<UnmappedListingPage>(t.app, 'GET', `${PATH}?page_size=2`, as);
    expect(first.body.data!.total).toBe(5);
    expect(first.body.data!.items.map((i) => i.title)).toEqual(['Canvas tote bag', 'Loose 3']);
    const second = await call<UnmappedListingPage>(t.app, 'GET', `${PATH}?page=2&page_size=2`, as);
    expect(second.body.data!.items.map((i) => i.title)).toEqual(['Loose 2', 'Loose 1']);
    expect(second.body.data!.items[0]).toMatchObject({
      store_id: null,
      store_name: null,
      platform: null,
    });

    const oneStore = await call<UnmappedListingPage>(
      t.app,
      'GET',
      `${PATH}?store_id=${tote!.storeId}`,
      as,
    );
    expect(oneStore.body.data!.items.map((i) => i.title)).toEqual(['Canvas tote bag']);

    for (const bad of ['page=0', 'page_size=101', 'store_id=nope'])
      expect((await call(t.app, 'GET', `${PATH}?${bad}`, as)).http).toBe(400);
  });
});
