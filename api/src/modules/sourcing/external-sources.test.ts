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
import { signUp, type SignedInUser } from '../../testing/accounts';
import { call } from '../../testing/test-app';
import { uniqueEmail, useCatalogueTestApp } from './testing/catalogue-test-app';

// CJ through its adapter and the CJ stand-in (integrations issue), bound to a linked account.
const cj = buildCjStandIn({
  publicUrl: 'http://images.sandbox.test',
  tokenIntervalMs: 0,
  accountQps: 50,
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
    const page = (
      await call<ProductPage>(t.app, 'GET', '/api/center/products/find?source=cj&page_size=5', as())
    ).body.data!;
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.length).toBeLessThanOrEqual(5);
    const card = page.items[0]!;
    expect(card).toMatchObject({ source: 'cj', imported: false, details: { shipping_cost: null } });

    const detail = (
      await call<SupplierProduct>(
        t.app,
        'GET',
        `/api/center/products/source/cj/${card.source_product_id}`,
        as(),
      )
    ).body.data!;
    expect(detail).toMatchObject({ source: 'cj', source_product_id: card.source_product_id });
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

    const reviews = (
      await call<ReviewPage>(
        t.app,
        'GET',
        `/api/product-sources/reviews/cj/${card.source_product_id}`,
        as(),
      )
    ).body.data!;
    expect(reviews.items).toEqual([]);

    const imported = await call<ImportResult>(t.app, 'POST', '/api/center/products/import/cj', {
      ...as(),
      body: { product_id: card.source_product_id },
    });
    expect(imported.body.data?.already_imported).toBe(false);
    const again = (
      await call<ProductPage>(t.app, 'GET', '/api/center/products/find?source=cj&page_size=5', as())
    ).body.data!;
    expect(again.items.find((c) => c.source_product_id === card.source_product_id)?.imported).toBe(
      true,
    );
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
