import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ChannelsPage } from '../../pages/channels-page';
import { SandboxAliExpress } from '../../pages/sandbox-aliexpress';
import { SandboxShopify } from '../../pages/sandbox-shopify';
import { SANDBOX_URLS, e2eConfig } from '../../support/e2e-stack';
import { logInAsDemo, sessionToken, storedIds } from '../../support/session';

/**
 * What the order journey needs before a customer can order: the shop connected, AliExpress and
 * CJ linked, one product of each pushed to the shop, money in the wallet. The merchant's own steps
 * (connect, consent) go through the UI; the rest through the API the UI calls, so the journey
 * spends its time on the order center.
 */

interface Envelope<T> {
  data: T;
}

/** The signed-in merchant's API, as the app calls it (bearer token and workplace header). */
export async function merchantApi(page: Page, request: APIRequestContext) {
  const token = await sessionToken(page);
  const { workspaceId } = await storedIds(page);
  const headers = { authorization: `Bearer ${token}`, 'workplace-id': workspaceId ?? '' };
  const send = async <T>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
  ): Promise<T> => {
    const response = await request.fetch(`${e2eConfig.urls.api}/${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { data: body }),
    });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return ((await response.json()) as Envelope<T>).data;
  };
  return {
    get: <T>(path: string) => send<T>('GET', path),
    post: <T>(path: string, body: unknown = {}) => send<T>('POST', path, body),
    put: <T>(path: string, body: unknown) => send<T>('PUT', path, body),
  };
}
export type MerchantApi = Awaited<ReturnType<typeof merchantApi>>;

/** Connects the stand-in shop from My channels unless an earlier journey did. */
export async function connectShop(page: Page, shop: string): Promise<void> {
  const channels = new ChannelsPage(page);
  await channels.goto();
  if ((await channels.store(shop).count()) > 0) return;
  const connectWindow = await channels.startConnect('shopify', shop.replace('.myshopify.com', ''));
  await new SandboxShopify(SANDBOX_URLS.shopify).approveInstall(connectWindow);
  await expect(connectWindow.getByTestId('platform-callback-success')).toBeVisible({
    timeout: 45_000,
  });
  await connectWindow.close();
  await expect(channels.store(shop)).toBeVisible({ timeout: 30_000 });
}

interface SupplierAccounts {
  accounts: { id: string; source: string; status: string }[];
}

/** AliExpress through its consent screen, CJ with an API key: each unless already linked. */
export async function linkSuppliers(page: Page, api: MerchantApi): Promise<void> {
  const linked = async (source: string) =>
    (await api.get<SupplierAccounts>('supplier-accounts')).accounts.some(
      (account) => account.source === source && account.status === 'active',
    );
  if (!(await linked('aliexpress'))) {
    const { url } = await api.post<{ url: string }>('supplier-accounts/aliexpress/authorize');
    const consent = await page.context().newPage();
    await consent.goto(url);
    await new SandboxAliExpress().authorize(consent, 'demo-buyer@aliexpress.test');
    await consent.waitForURL(/\/app\/channel\?linked=aliexpress/, { timeout: 45_000 });
    await consent.close();
    expect(await linked('aliexpress')).toBe(true);
  }
  if (!(await linked('cj'))) {
    // a fresh key: CJ gives one access token per key every 5 minutes
    const apiKey = `CJ${Math.floor(1_000_000 + Math.random() * 8_000_000)}@api@${randomBytes(16).toString('hex')}`;
    await api.post('supplier-accounts/cj/link', {
      api_key: apiKey,
      email: 'demo-merchant@cj.test',
    });
  }
}

interface ImportDocument {
  title: string;
  variants: {
    option_values: string[];
    supplier_stock: number;
    cost: { amount: number; currency: string };
  }[];
}

export interface PushedProduct {
  source: 'aliexpress' | 'cj';
  importId: string;
  /** The supplier's product id (CJ's pid), as its stand-in's control API takes it. */
  sourceProductId: string;
  title: string;
  /** The variant the customer orders as Shopify names it ("Blue / M", or "Default Title"). */
  variantTitle: string;
  /** What the supplier charged for that variant at import, in minor units of its currency. */
  variantCost: number;
}

/**
 * Imports the first product of the source not imported yet and picks its best-stocked variant
 * (an import keeps only variants in stock, spec 001 §5).
 */
export async function importStockedProduct(
  api: MerchantApi,
  source: PushedProduct['source'],
): Promise<PushedProduct> {
  const found = await api.get<{ items: { source_product_id: string; imported: boolean }[] }>(
    `center/products/find?source=${source}&ship_to=US&page_size=20`,
  );
  const card = found.items.find((item) => !item.imported);
  if (!card) throw new Error(`no ${source} product left to import`);
  const imported = await api.post<{ product_package_id: string }>(
    `center/products/import/${source}`,
    { product_id: card.source_product_id, ship_to: 'US' },
  );
  const document = await api.get<ImportDocument>(`center/products/${imported.product_package_id}`);
  const variant = [...document.variants].sort((a, b) => b.supplier_stock - a.supplier_stock)[0]!;
  return {
    source,
    importId: imported.product_package_id,
    sourceProductId: card.source_product_id,
    title: document.title,
    variantTitle: variant.option_values.join(' / ') || 'Default Title',
    variantCost: variant.cost.amount,
  };
}

interface StandInShop {
  domain: string;
  products: { title: string; variants: { id: number; title: string }[] }[];
}

/** Pushes the imports to the shop and waits until the stand-in holds them; their variant ids. */
export async function pushToShop(
  api: MerchantApi,
  request: APIRequestContext,
  shop: string,
  products: PushedProduct[],
): Promise<number[]> {
  const { stores } = await api.get<{ stores: { id: string; platform_domain: string }[] }>(
    'stores/list-store',
  );
  const store = stores.find((s) => s.platform_domain === shop)!;
  // one push per product: the demo merchant's free plan has no bulk publish (ADR 026)
  for (const product of products)
    await api.post('center/products/push-multiple-channel', {
      product_package_ids: [product.importId],
      settings: [
        {
          store_id: store.id,
          settings: { is_publish: true, allow_sell_out_of_stock: true, sync_order: true },
        },
      ],
    });
  let ids: number[] = [];
  await expect
    .poll(
      async () => {
        const state = (await (
          await request.get(`${SANDBOX_URLS.shopify}/control/state`)
        ).json()) as {
          shops: StandInShop[];
        };
        const held = state.shops.find((s) => s.domain === shop)!.products;
        ids = products.flatMap((p) => {
          const variant = held
            .find((h) => h.title === p.title)
            ?.variants.find((v) => v.title === p.variantTitle);
          return variant ? [variant.id] : [];
        });
        return ids.length;
      },
      { timeout: 90_000, message: 'both products pushed to the Shopify stand-in' },
    )
    .toBe(products.length);
  return ids;
}

/** USD the journey keeps in the wallet: more than two stand-in supplier orders cost. */
const WALLET_FLOAT_USD = 1000;

/** The wallet's USD balance in cents. */
export const walletBalance = async (api: MerchantApi) =>
  (await api.get<{ total_balance: number }>('payments/user/wallets')).total_balance;

/** Tops the wallet up by card through the payments stand-in unless it holds the float already. */
export async function fundWallet(api: MerchantApi, request: APIRequestContext): Promise<void> {
  const minor = WALLET_FLOAT_USD * 100;
  const balance = () => walletBalance(api);
  if ((await balance()) >= minor) return;
  await api.post('payments/user/wallets/accept-policy');
  const checkout = await api.post<{ url: string }>('payments/user/wallets/topup', {
    amount: WALLET_FLOAT_USD,
    currency: 'USD',
  });
  const sessionId = new URL(checkout.url).pathname.split('/').at(-1)!;
  const paid = await request.post(`${SANDBOX_URLS.payments}/_control/sessions/${sessionId}/pay`, {
    data: {},
  });
  expect(paid.ok()).toBe(true);
  await expect
    .poll(balance, { timeout: 60_000, message: 'the top-up credited to the wallet' })
    .toBeGreaterThanOrEqual(minor);
}

/**
 * A customer checks out the variants (`quantity` of each, one unless told) in the shop; the
 * order's id once the API has it.
 */
export async function customerOrders(
  api: MerchantApi,
  request: APIRequestContext,
  shop: string,
  variantIds: number[],
  quantity = 1,
): Promise<{ order: { id: number; name: string }; orderId: string }> {
  const placed = await request.post(
    `${SANDBOX_URLS.shopify}/control/shops/${encodeURIComponent(shop)}/orders`,
    // no variants: the stand-in's customer orders the shop's first product
    {
      data:
        variantIds.length > 0
          ? { items: variantIds.map((variant_id) => ({ variant_id, quantity })) }
          : {},
    },
  );
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as { order: { id: number; name: string } };
  let orderId = '';
  await expect
    .poll(
      async () => {
        const found = await api.get<{ orders: { id: string; platform_order_id: string }[] }>(
          `orders/v5/list?keyword=${order.id}`,
        );
        orderId = found.orders.find((o) => o.platform_order_id === String(order.id))?.id ?? '';
        return orderId;
      },
      { timeout: 60_000, message: `order ${order.name} stored from the orders/create webhook` },
    )
    .not.toBe('');
  return { order, orderId };
}

/**
 * The opening every order-center journey shares: the demo merchant signed in, the shop
 * connected, both suppliers linked; answers the merchant's API.
 */
export async function readyMerchant(
  page: Page,
  request: APIRequestContext,
  shop: string,
): Promise<MerchantApi> {
  await logInAsDemo(page);
  const api = await merchantApi(page, request);
  await connectShop(page, shop);
  await linkSuppliers(page, api);
  return api;
}
