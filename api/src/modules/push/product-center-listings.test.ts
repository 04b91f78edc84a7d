import { eq } from 'drizzle-orm';
import type { CatalogueCounts } from '@omni/shared/contracts';
import type { UnmappedListingPage } from '@omni/shared/contracts/catalogue';
import type { MappedListing, ProductCenterListingPage } from '@omni/shared/contracts/push';
import { productCenterItems } from '../../db/schema';
import { signUp } from '../../testing/accounts';
import { demoMerchant } from '../../testing/demo';
import { call, useTestApp } from '../../testing/test-app';
import { unmappedWindow } from './mapped-listings';

const t = useTestApp();
const PATH = '/api/center/products/listings/all';
type Caller = { token: string; workplaceId: string };

async function get<T>(url: string, as: Caller): Promise<T> {
  const answer = await call<T>(t.app, 'GET', url, as);
  expect(answer.http).toBe(200);
  return answer.body.data!;
}

/** The Mapped tab's list and then the Unmapped tab's, as the All tab must show them. */
async function mappedThenUnmapped(as: Caller, query = '') {
  const mapped = await get<{ items: MappedListing[] }>(
    `/api/center/products/listings/mapped?page_size=100${query}`,
    as,
  );
  const unmapped = await get<UnmappedListingPage>(
    `/api/center/products/listings/unmapped?page_size=100${query}`,
    as,
  );
  return [
    ...mapped.items.map((listing) => ({ kind: 'mapped', listing })),
    ...unmapped.items.map((listing) => ({ kind: 'unmapped', listing })),
  ];
}

describe('GET center/products/listings/all (the product center’s All products tab)', () => {
  it('lists the mapped products first, then the unmapped ones, paged across both, as many as the All badge counts', async () => {
    const demo = await demoMerchant(t.app, t.db);
    const as = { token: demo.token, workplaceId: demo.demoWorkplaceId };
    const [tote] = await t.db
      .select()
      .from(productCenterItems)
      .where(eq(productCenterItems.title, 'Canvas tote bag'));
    // an unmapped product newer than every push (newest first overall would list it first) and
    // three older ones with no store
    await t.db.insert(productCenterItems).values([
      {
        workplaceId: demo.demoWorkplaceId,
        storeId: tote!.storeId,
        title: 'Found in the store tomorrow',
        createdAt: new Date(Date.now() + 86_400_000),
      },
      ...Array.from({ length: 3 }, (_, i) => ({
        workplaceId: demo.demoWorkplaceId,
        storeId: null,
        title: `Loose ${i}`,
        createdAt: new Date(Date.parse('2026-01-01T00:00:00Z') + i * 60_000),
      })),
    ]);

    const all = await get<ProductCenterListingPage>(`${PATH}?page_size=100`, as);
    const counts = await get<CatalogueCounts>('/api/center/products/count', as);
    expect(all.total).toBe(counts.product_center);
    expect(all.items.map((item) => item.kind)).toEqual([
      'mapped',
      'mapped',
      'unmapped',
      'unmapped',
      'unmapped',
      'unmapped',
      'unmapped',
    ]);
    expect(all.items).toEqual(await mappedThenUnmapped(as));
    expect(all.items[2]!.listing.title).toBe('Found in the store tomorrow');

    // pages of 3: the first ends the mapped products and begins the unmapped ones; nothing is
    // lost or shown twice, and every page says the same total
    const pages: ProductCenterListingPage[] = [];
    for (let page = 1; page <= 4; page += 1)
      pages.push(await get<ProductCenterListingPage>(`${PATH}?page=${page}&page_size=3`, as));
    expect(pages.map((page) => page.items.length)).toEqual([3, 3, 1, 0]);
    expect(pages.map((page) => page.total)).toEqual([7, 7, 7, 7]);
    expect(pages[0]).toMatchObject({ page: 1, page_size: 3 });
    expect(pages.flatMap((page) => page.items)).toEqual(all.items);

    // one store: that store's mapped products, then its unmapped ones
    const oneStore = await get<ProductCenterListingPage>(
      `${PATH}?page_size=100&store_id=${tote!.storeId}`,
      as,
    );
    expect(oneStore.items).toEqual(await mappedThenUnmapped(as, `&store_id=${tote!.storeId}`));
    expect(oneStore.items.map((item) => item.listing.title)).not.toContain('Loose 0');
    expect(oneStore.items.map((item) => item.listing.title)).toContain('Canvas tote bag');
  });

  it('lists the workplace in the header only, and refuses bad input', async () => {
    const demo = await demoMerchant(t.app, t.db);
    // the second workplace's one product is mapped
    const second = await get<ProductCenterListingPage>(PATH, {
      token: demo.token,
      workplaceId: demo.secondWorkplaceId,
    });
    expect(second).toMatchObject({ total: 1, page: 1, page_size: 20 });
    expect(second.items.map((item) => item.kind)).toEqual(['mapped']);

    const user = await signUp(t.app, 'all-products@example.test');
    const own = { token: user.token, workplaceId: user.workplaceId };
    expect(await get<ProductCenterListingPage>(PATH, own)).toMatchObject({ items: [], total: 0 });
    // another workplace's id in the header is refused, nothing of it is listed
    const foreign = await call(t.app, 'GET', PATH, { ...own, workplaceId: demo.demoWorkplaceId });
    expect(foreign.http).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(foreign.body)).not.toContain('Canvas tote bag');

    for (const bad of ['page=0', 'page_size=101', 'store_id=nope'])
      expect((await call(t.app, 'GET', `${PATH}?${bad}`, own)).http).toBe(400);
  });
});

describe('unmappedWindow', () => {
  it('starts the unmapped part where the page is past the mapped products and fills the page', () => {
    // 5 mapped products, pages of 3
    expect(unmappedWindow({ offset: 0, limit: 3 }, 5, 3)).toEqual({ offset: 0, limit: 0 });
    expect(unmappedWindow({ offset: 3, limit: 3 }, 5, 2)).toEqual({ offset: 0, limit: 1 });
    expect(unmappedWindow({ offset: 6, limit: 3 }, 5, 0)).toEqual({ offset: 1, limit: 3 });
    // no mapped product: the unmapped list as it is
    expect(unmappedWindow({ offset: 9, limit: 3 }, 0, 0)).toEqual({ offset: 9, limit: 3 });
  });
});
