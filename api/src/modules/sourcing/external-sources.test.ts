import type { AddressInfo } from 'node:net';
import type {
  ImportResult,
  LogisticsResult,
  PriceDetail,
  ProductPage,
  ReviewPage,
  SupplierProduct,
} from '@omni/shared/contracts';
import { buildCjStandIn } from '../../../../sandbox/src/cj/app';
import { SANDBOX_CJ_API_KEY } from '../../../../sandbox/src/cj/stand-in';
import { and, asc, eq } from 'drizzle-orm';
import { sourcingImportedImages } from '../../db/schema';
import { signUp, type SignedInUser } from '../../testing/accounts';
import { BACKFILL_IMPORTED_PICTURES_JOB } from '../image-search/backfill-imported-pictures';
import { IMPORTED_PICTURES_SIGNED } from '../image-search/imported-pictures';
import { call } from '../../testing/test-app';
import { uniqueEmail, useCatalogueTestApp } from './testing/catalogue-test-app';

// CJ through its adapter and the CJ stand-in (integrations issue), bound to a linked account.
const cj = buildCjStandIn({
  publicUrl: 'http://images.sandbox.test',
  tokenIntervalMs: 0,
  accountQps: 6,
  ipQps: 50,
});

beforeAll(async () => {
  await cj.app.listen({ port: 0, host: '127.0.0.1' });
  process.env.SANDBOX_CJ_URL = `http://127.0.0.1:${(cj.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await cj.app.close();
});

const t = useCatalogueTestApp();
let user: SignedInUser;
const as = () => ({ token: user.token, workplaceId: user.workplaceId });
/** A page of CJ search results (`query` after `source=cj`). */
const cjPage = async (query: string) =>
  (await call<ProductPage>(t.app, 'GET', `/api/center/products/find?source=cj&${query}`, as())).body
    .data!;

beforeAll(async () => {
  user = await signUp(t.app, uniqueEmail('cj'));
  const linked = await call(t.app, 'POST', '/api/supplier-accounts/cj/link', {
    ...as(),
    body: { api_key: SANDBOX_CJ_API_KEY, email: 'me@shop.test' },
  });
  expect(linked.body.status).toBe(200);
});

describe('CJ through the supplier adapter', () => {
  it('searches, opens a detail with prices and logistics, imports once', async () => {
    const page = await cjPage('page_size=5');
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.length).toBeLessThanOrEqual(5);
    const card = page.items[0]!;
    expect(card).toMatchObject({ source: 'cj', imported: false, details: { shipping_cost: null } });
    // CJ's list reports no review count: unknown, not "0 reviews"
    expect(card.details.reviews_count).toBeNull();

    const detail = (
      await call<SupplierProduct>(
        t.app,
        'GET',
        `/api/center/products/source/cj/${card.source_product_id}`,
        as(),
      )
    ).body.data!;
    expect(detail).toMatchObject({
      source: 'cj',
      source_product_id: card.source_product_id,
      avg_evaluation_rating: null,
      evaluation_count: null,
    });
    expect(detail.variants.length).toBeGreaterThan(0);
    expect(detail.variants.every((v) => v.quantity > 0)).toBe(true);

    const logistics = (
      await call<LogisticsResult>(
        t.app,
        'GET',
        `/api/product-sources/logistics/cj/${card.source_product_id}?country_code=US`,
        as(),
      )
    ).body.data!;
    expect(logistics.options.length).toBeGreaterThan(0);
    expect(logistics.options[0]!.name).toEqual(expect.any(String));

    const price = (
      await call<PriceDetail>(
        t.app,
        'GET',
        `/api/product-sources/products/price-detail/cj/${card.source_product_id}/US`,
        as(),
      )
    ).body.data!;
    expect(price.product.variants[0]!.shipping_usd).toBe(logistics.options[0]!.amount);

    const imported = await call<ImportResult>(t.app, 'POST', '/api/center/products/import/cj', {
      ...as(),
      body: { product_id: card.source_product_id },
    });
    expect(imported.body.data?.already_imported).toBe(false);
    const again = await cjPage('page_size=5');
    expect(again.items.find((c) => c.source_product_id === card.source_product_id)?.imported).toBe(
      true,
    );
  });

  it('cards carry the listing count; the price filter goes to CJ, other sorts and filters are refused', async () => {
    const all = await cjPage('page_size=20');
    expect(all.sort).toBe('relevance');
    expect(all.items.some((card) => card.listing_count > 0)).toBe(true);

    const cheap = await cjPage('page_size=20&price=10_30');
    expect(cheap.items.length).toBeGreaterThan(0);
    expect(cheap.items.every((card) => card.price >= 10 && card.price < 30)).toBe(true);
    // the unfiltered page has products outside the bucket: the filter did the narrowing
    expect(all.items.some((card) => card.price < 10 || card.price >= 30)).toBe(true);

    const refused = await call(
      t.app,
      'GET',
      '/api/center/products/find?source=cj&sort=desc_profit&rating_4_up=true&order_count=over_100',
      as(),
    );
    expect(refused.http).toBe(400);
    expect(refused.body.errors).toEqual(
      expect.arrayContaining(
        ['sort', 'rating_4_up', 'order_count'].map((field) =>
          expect.objectContaining({
            field,
            params: { rule: 'unsupported_by_source', source: 'cj' },
          }),
        ),
      ),
    );
  });

  it('returns the buyer reviews CJ has for a product', async () => {
    const page = await cjPage('page_size=20');
    let found: ReviewPage | null = null;
    for (const card of page.items) {
      const reviews = (
        await call<ReviewPage>(
          t.app,
          'GET',
          `/api/product-sources/reviews/cj/${card.source_product_id}?page_size=5`,
          as(),
        )
      ).body.data!;
      if (reviews.total > 0) {
        found = reviews;
        break;
      }
    }
    expect(found).not.toBeNull();
    expect(found!.items.length).toBeGreaterThan(0);
    expect(found!.items[0]).toMatchObject({
      feedback: expect.any(String),
      rating: expect.any(Number),
      country: expect.stringMatching(/^[A-Z]{2}$/),
    });
    expect(found!.avg_rating).toBeGreaterThan(0);
  });

  it('the picture backfill reads a CJ import’s pictures again through the linked account', async () => {
    const page = await cjPage('page_size=5');
    const id = page.items.at(-1)!.source_product_id;
    const detail = (
      await call<SupplierProduct>(t.app, 'GET', `/api/center/products/source/cj/${id}`, as())
    ).body.data!;
    const imported = await call<ImportResult>(t.app, 'POST', '/api/center/products/import/cj', {
      ...as(),
      body: { product_id: id },
    });
    expect(imported.body.status).toBe(200);
    // as an import made before pictures were signed at import: no picture rows
    const ofImport = and(
      eq(sourcingImportedImages.workplaceId, user.workplaceId),
      eq(sourcingImportedImages.source, 'cj'),
      eq(sourcingImportedImages.sourceProductId, id),
    );
    await t.db.delete(sourcingImportedImages).where(ofImport);

    await t.app.jobs.enqueue({ job: BACKFILL_IMPORTED_PICTURES_JOB, payload: { run: 'cj' } });
    while ((await t.app.jobs.runDue()).claimed > 0);
    const rows = await t.db
      .select({ url: sourcingImportedImages.url })
      .from(sourcingImportedImages)
      .where(ofImport)
      .orderBy(asc(sourcingImportedImages.position));
    expect(detail.images.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.url)).toEqual(detail.images.slice(0, IMPORTED_PICTURES_SIGNED));
  });

  it('sources answer only calls they support', async () => {
    const suppliers = await call(
      t.app,
      'GET',
      '/api/product-sources/suppliers/cj/1/products',
      as(),
    );
    expect(suppliers.body).toMatchObject({ status: 204, message: 'SourceUnavailable' });
    const collection = await call(
      t.app,
      'GET',
      '/api/product-sources/products/find-by-collection/trending?source=cj',
      as(),
    );
    expect(collection.body.message).toBe('SourceUnavailable');
  });
});
