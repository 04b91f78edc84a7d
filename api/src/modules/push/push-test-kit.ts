import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildWooStandIn } from '@omni/sandbox/woocommerce';
import type { ProductOption, ProductVariant } from '@omni/shared/contracts/catalogue';
import { loadConfig } from '../../config/env';
import type { Database } from '../../db/database';
import {
  importListItems,
  shopifyConnections,
  stores,
  woocommerceConnections,
} from '../../db/schema';
import { createSecretBox } from '../../security/secret-box';
import { signUp } from '../../testing/accounts';
import { tokenContext } from '../shopify/shopify-services';
import type { StandIn } from '../shopify/shopify-test-kit';

export const SHOP = 'omni-demo-apparel.myshopify.com';
export type WooStandIn = Awaited<ReturnType<typeof buildWooStandIn>> & { url: string };

/** The WooCommerce stand-in on a random port, allowed as a local store before the app is built. */
export function useWooStandIn(): WooStandIn {
  const ref = {} as WooStandIn;
  beforeAll(async () => {
    const built = await buildWooStandIn({ publicUrl: 'http://127.0.0.1:0' });
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = built.app.server.address() as AddressInfo;
    Object.assign(ref, built, { url: `http://127.0.0.1:${port}` });
    process.env.SANDBOX_ALLOWED_ORIGINS = ref.url;
    process.env.API_URL = 'http://api.test/api';
  });
  afterAll(async () => {
    delete process.env.SANDBOX_ALLOWED_ORIGINS;
    delete process.env.API_URL;
    await ref.app.close();
  });
  return ref;
}

// the test app's configuration holds the same development key
const box = () => createSecretBox(loadConfig({ NODE_ENV: 'test' }).secretBoxKey);

/** A Shopify store of the workplace, connected to the stand-in shop with a fresh token. */
export async function connectShopify(db: Database, standIn: StandIn, workplaceId: string) {
  const code = standIn.world.issueCode(SHOP, ['write_products', 'write_publications']);
  const installation = standIn.world.exchangeCode(
    SHOP,
    code,
    standIn.world.app.apiKey,
    standIn.world.app.apiSecret,
  )!;
  const shop = standIn.world.shop(SHOP);
  const [store] = await db
    .insert(stores)
    .values({
      workplaceId,
      platform: 'shopify',
      platformDomain: SHOP,
      domain: SHOP,
      sandbox: true,
      metadata: {
        external_channels: shop.publications.map((p) => ({
          id: `gid://shopify/Publication/${p.id}`,
          handle: p.app.handle,
          name: p.name,
          developer_name: p.app.developerName,
          app_id: `gid://shopify/App/${p.app.id}`,
          is_active: true,
        })),
      },
    })
    .returning();
  await db.insert(shopifyConnections).values({
    storeId: store!.id,
    workplaceId,
    shopDomain: SHOP,
    accessTokenSealed: box().seal(installation.accessToken, tokenContext(store!.id)),
    scopes: 'write_products,write_publications',
  });
  return store!;
}

/** A WooCommerce store of the workplace, connected to the stand-in with a fresh REST key. */
export async function connectWoo(db: Database, standIn: WooStandIn, workplaceId: string) {
  const key = standIn.world.issueKey('1', 'Omni Dropshipping', 'read_write');
  const domain = new URL(standIn.url).host;
  const [store] = await db
    .insert(stores)
    .values({ workplaceId, platform: 'woocommerce', platformDomain: domain, domain, sandbox: true })
    .returning();
  const seal = (value: string, field: string) =>
    box().seal(value, `woocommerce:${store!.id}:${field}`);
  await db.insert(woocommerceConnections).values({
    storeId: store!.id,
    workplaceId,
    storeUrl: standIn.url,
    keyId: String(key.key_id),
    consumerKeySealed: seal(key.consumer_key, 'key'),
    consumerSecretSealed: seal(key.consumer_secret, 'secret'),
    webhookSecretSealed: seal('whsec', 'webhook'),
  });
  return store!;
}

const SIZES: ProductOption = { name: 'Size', values: ['S', 'M'] };

function variant(size: string, price: number): ProductVariant {
  return {
    supplier_variant_id: `sup-${size}`,
    option_values: [size],
    cost: { amount: 500, currency: 'USD' },
    price,
    compare_at_price: null,
    sku: '',
    supplier_stock: 10,
    image: null,
  };
}

/** An import with two sizes, its picture in our own storage. */
export async function insertImport(
  db: Database,
  workplaceId: string,
  title = 'Linen Shirt',
  overrides: Partial<typeof importListItems.$inferInsert> = {},
) {
  const [item] = await db
    .insert(importListItems)
    .values({
      workplaceId,
      title,
      source: 'omni',
      sourceProductId: `src-${Math.random().toString(36).slice(2)}`,
      descriptionHtml: '<p>Soft linen</p>',
      options: [SIZES],
      variants: [variant('S', 1990), variant('M', 1990)],
      images: [{ url: '/catalogue-media/products/1.png' }],
      currency: 'USD',
      priceFrom: 1990,
      priceTo: 1990,
      variantCount: 2,
      ...overrides,
    })
    .returning();
  return item!;
}

export async function setPrice(db: Database, importId: string, price: number) {
  await db
    .update(importListItems)
    .set({ variants: [variant('S', price), variant('M', price)], priceFrom: price, priceTo: price })
    .where(eq(importListItems.id, importId));
}

/** Runs the queue until nothing is due (the worker loop does this in the server). */
export async function drainJobs(app: FastifyInstance) {
  for (let round = 0; round < 20; round += 1) {
    const summary = await app.jobs.runDue({ limit: 10 });
    if (summary.claimed === 0) return;
  }
}

/** Every publish setting on (the push dialog's defaults, 001 §3). */
export const PUBLISH_ALL = { is_publish: true, allow_sell_out_of_stock: true, sync_order: true };

/** A new merchant with a Shopify store (the stand-in shop) and a WooCommerce store connected. */
export async function pushMerchant(
  { app, db }: { app: FastifyInstance; db: Database },
  standIns: { shopify: StandIn; woo: WooStandIn },
  name: string,
) {
  const user = await signUp(app, `${name}-${Date.now()}@example.test`);
  const shopifyStore = await connectShopify(db, standIns.shopify, user.workplaceId);
  const wooStore = await connectWoo(db, standIns.woo, user.workplaceId);
  const auth = { token: user.token, workplaceId: user.workplaceId };
  return { user, auth, shopifyStore, wooStore };
}
