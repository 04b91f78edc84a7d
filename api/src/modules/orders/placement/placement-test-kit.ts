import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderLogEndpoint } from '@omni/shared/contracts/orders';
import type { Database } from '../../../db/database';
import { orderAddresses, orderLineItems, orders, stores } from '../../../db/schema';
import { signUp } from '../../../testing/accounts';
import { callEndpoint, type Caller } from '../../../testing/call-endpoint';
import { setPlanLimits } from '../../../testing/plan-limits';
import { linkAliExpress, linkCj } from '../../../testing/supplier-stand-ins';
import { productIdOf, skuIdOf } from '../../../../../sandbox/src/aliexpress/catalogue';
import { pidOf, vidOf } from '../../../../../sandbox/src/cj/catalogue';
import { linkStoreVariants } from '../../push/push-repository';
import { insertImport } from '../../push/push-test-kit';
import { SHOPIFY_VARIANT_GID } from '../variant-links';

/** A supplier variant the stand-in has in stock: its product, sku and unit price. */
export interface StockedVariant {
  source: 'aliexpress' | 'cj';
  productId: string;
  skuId: string;
}

interface CatalogueLike {
  product(index: number): { variants: { index: number; stock: number }[] };
}

/** The first variant from product `from` on with at least `quantity` in stock. */
export function stockedVariant(
  catalogue: CatalogueLike,
  ids: { product: (index: number) => string; sku: (index: number, variant: number) => string },
  source: StockedVariant['source'],
  from = 0,
  quantity = 5,
): StockedVariant & { index: number; variant: number } {
  for (let index = from; index < from + 50; index += 1) {
    const variant = catalogue.product(index).variants.find((v) => v.stock >= quantity);
    if (variant)
      return {
        source,
        productId: ids.product(index),
        skuId: ids.sku(index, variant.index),
        index,
        variant: variant.index,
      };
  }
  throw new Error('no stocked variant');
}

/** Stocked variants of the AliExpress and CJ stand-ins, from product `from` on. */
export function standInVariants(stands: {
  ae: { catalogue: CatalogueLike };
  cj: { catalogue: CatalogueLike };
}) {
  return {
    aeVariant: (from = 0) =>
      stockedVariant(
        stands.ae.catalogue,
        { product: productIdOf, sku: skuIdOf },
        'aliexpress',
        from,
      ),
    cjVariant: (from = 0) =>
      stockedVariant(stands.cj.catalogue, { product: pidOf, sku: vidOf }, 'cj', from),
  };
}

export async function insertStore(db: Database, workplaceId: string) {
  const domain = `shop-${Math.random().toString(36).slice(2)}.myshopify.com`;
  const [store] = await db
    .insert(stores)
    .values({ workplaceId, platform: 'shopify', platformDomain: domain, domain })
    .returning();
  return store!;
}

/**
 * The Shopify store variant `variantId` as a push of the supplier (or own catalogue) variant
 * leaves it: linked.
 */
export async function linkPushedVariant(
  db: Database,
  workplaceId: string,
  storeId: string,
  variantId: string,
  variant: Omit<StockedVariant, 'source'> & { source: string },
  title: string,
) {
  const item = await insertImport(db, workplaceId, title, {
    source: variant.source,
    sourceProductId: variant.productId,
  });
  // as the push writes it, the re-evaluation of waiting orders included
  await db.transaction((tx) =>
    linkStoreVariants(tx as unknown as Database, {
      workplaceId,
      storeId,
      storeProductId: `gid://shopify/Product/${variantId}`,
      importListItemId: item.id,
      source: variant.source,
      sourceProductId: variant.productId,
      variants: [
        { storeVariantId: `${SHOPIFY_VARIANT_GID}${variantId}`, supplierVariantId: variant.skuId },
      ],
      at: new Date(),
    }),
  );
}

let orderCounter = 1000;

/**
 * A channel order of the store, one line per supplier variant (quantity 1), each line's store
 * variant linked to its supplier variant as a push records it, shipped to a complete US address
 * (or the one given).
 */
export async function insertOrder(
  db: Database,
  workplaceId: string,
  storeId: string,
  variants: StockedVariant[],
  address: Partial<typeof orderAddresses.$inferInsert> = {},
) {
  orderCounter += 1;
  const [order] = await db
    .insert(orders)
    .values({
      workplaceId,
      storeId,
      platformOrderId: String(5_000_000_000_000 + orderCounter),
      orderName: `#${orderCounter}`,
      countryCode: 'US',
      status: 'open',
      section: 'placement',
      subStatus: 'ready',
      channel: 'shopify',
      currency: 'USD',
    })
    .returning();
  for (const [n, v] of variants.entries()) {
    const variantId = String(4_000_000_000_000 + orderCounter * 10 + n);
    await linkPushedVariant(db, workplaceId, storeId, variantId, v, `Item ${n}`);
    await db.insert(orderLineItems).values({
      orderId: order!.id,
      workplaceId,
      platformOrderId: order!.platformOrderId,
      platformLineItemId: String(3_000_000_000_000 + orderCounter * 10 + n),
      platformVariantId: variantId,
      title: `Item ${n}`,
      quantity: 1,
      price: '19.90',
    });
  }
  await db.insert(orderAddresses).values({
    orderId: order!.id,
    kind: 'shipping',
    firstName: 'Ada',
    lastName: 'Lovelace',
    address1: '1 Main Street',
    city: 'Springfield',
    province: 'Illinois',
    zip: '62701',
    country: 'United States',
    countryCode: 'US',
    phone: '+12175550123',
    ...address,
  });
  return order!;
}

export async function orderState(db: Database, orderId: string) {
  const [row] = await db
    .select({ section: orders.section, subStatus: orders.subStatus })
    .from(orders)
    .where(and(eq(orders.id, orderId)));
  return row!;
}

/** The order's history as the detail page reads it, newest first: action, data and who. */
export async function orderLogOf(app: FastifyInstance, caller: Caller, orderId: string) {
  const { body } = await callEndpoint(app, orderLogEndpoint, caller, { params: { orderId } });
  return body.data!.logs.map(({ action, data, user_name }) => ({ action, data, user_name }));
}

/**
 * A merchant with both suppliers linked (the AliExpress stand-in at `aeUrl`) and a Shopify store,
 * on a plan placing without limit unless `limits` says otherwise; `order` adds a channel order.
 */
export async function placementMerchant(
  app: FastifyInstance,
  db: Database,
  aeUrl: string,
  email: string,
  limits: { ORDER_FULFILLMENT?: number; BULK_ORDER_FULFILLMENT?: number } = {},
) {
  const user = await signUp(app, email);
  await setPlanLimits(db, user.userId, {
    ORDER_FULFILLMENT: -1,
    BULK_ORDER_FULFILLMENT: -1,
    ...limits,
  });
  const caller: Caller = { token: user.token, workplaceId: user.workplaceId };
  await linkAliExpress(app, aeUrl, caller);
  await linkCj(app, caller);
  const store = await insertStore(db, user.workplaceId);
  const order = (variants: StockedVariant[], address = {}) =>
    insertOrder(db, user.workplaceId, store.id, variants, address);
  return { user, caller, order };
}

/**
 * The AliExpress stand-in's order-create refusal (POST /_control/refuse-orders): `refuseOrders(code)`
 * makes it answer every create with that error code, '' lets creates through again (after each
 * test, so a failed test leaves no refusal behind). `urls` is read when called: the stand-ins'
 * addresses are known only once they listen.
 */
export function useAliExpressRefusals(urls: { readonly ae: string }) {
  const refuseOrders = async (code: string) => {
    const response = await fetch(`${urls.ae}/_control/refuse-orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    expect(response.status).toBe(200);
  };
  afterEach(() => refuseOrders(''));
  return refuseOrders;
}
