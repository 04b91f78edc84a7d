import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../db/database';
import {
  appReviews,
  checkoutSessions,
  galleryImages,
  importListItems,
  orders,
  orderShippingChanges,
  stores,
  supplierAccounts,
} from '../db/schema';

/**
 * What every path parameter of the route table names, for the generated access matrix
 * (access-matrix.test.ts). A parameter is known by its key: the nearest fixed path segment
 * before it and its name, e.g. `/api/channel-orders/:orderId/notes` → `channel-orders/:orderId`,
 * so a new route over a resource already listed here is covered without any change.
 */

/** The tenant the matrix attacks: workplace A of the demo merchant, with its seeded data. */
export interface TenantA {
  db: Database;
  userId: string;
  workplaceId: string;
}

/**
 * One of A's New orders: every route that takes an order acts on one (a placed order refuses a
 * change of shipping or supplier before anything else, so the route would not be reached).
 */
async function orderOfA(a: TenantA): Promise<string> {
  const [order] = await a.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.workplaceId, a.workplaceId), eq(orders.section, 'placement')))
    .limit(1);
  return order!.id;
}

/**
 * Ids that belong to one workplace. Each entry returns an id of that kind owned by workplace A;
 * the matrix then has user B (another account, their own workplace) read, change and delete it
 * through every route that takes it, and requires 404 or 403 with nothing changed.
 */
export const TENANT_IDS: Record<string, (a: TenantA) => Promise<string>> = {
  'workplaces/:id': async (a) => a.workplaceId,
  // the product center's product (import list item), not the shared catalogue's products/:id
  'center/products/:id': async (a) => {
    const [item] = await a.db
      .select({ id: importListItems.id })
      .from(importListItems)
      .where(eq(importListItems.workplaceId, a.workplaceId))
      .limit(1);
    return item!.id;
  },
  'channel-orders/:orderId': orderOfA,
  'detail/:order_id': orderOfA,
  'panel/:order_id': orderOfA,
  'order/:orderId': orderOfA,
  'orders/:id': orderOfA,
  // a bulk change of shipping methods (its job's result)
  'update-multiple-shipping-method/:id': async (a) => {
    const [change] = await a.db
      .insert(orderShippingChanges)
      .values({
        workplaceId: a.workplaceId,
        userId: a.userId,
        orderIds: [await orderOfA(a)],
        rule: { pick: 'cheapest' },
      })
      .returning({ id: orderShippingChanges.id });
    return change!.id;
  },
  'stores/:storeId': async (a) => {
    const [store] = await a.db
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.workplaceId, a.workplaceId), eq(stores.platform, 'woocommerce')))
      .limit(1);
    return store!.id;
  },
  'checkout-sessions/:id': async (a) => {
    const [session] = await a.db
      .insert(checkoutSessions)
      .values({
        workplaceId: a.workplaceId,
        userId: a.userId,
        provider: 'stripe',
        providerSessionId: `cs_test_matrix_${a.workplaceId}`,
        purpose: 'wallet_topup',
        amountMinor: 2500,
        currency: 'USD',
      })
      .returning({ id: checkoutSessions.id });
    return session!.id;
  },
  'supplier-accounts/:id': async (a) => {
    const [account] = await a.db
      .insert(supplierAccounts)
      .values({
        workplaceId: a.workplaceId,
        source: 'cj',
        externalId: 'matrix-account',
        accountName: 'Matrix account',
        accessTokenSealed: 'sealed',
        refreshTokenSealed: 'sealed',
      })
      .returning({ id: supplierAccounts.id });
    return account!.id;
  },
  'galleries/:id': async (a) => {
    // a real picture: the routes that crop or optimise it decode it
    const png = await sharp({
      create: { width: 1, height: 1, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    const [image] = await a.db
      .insert(galleryImages)
      .values({
        workplaceId: a.workplaceId,
        name: 'matrix.png',
        contentType: 'image/png',
        width: 1,
        height: 1,
        size: png.length,
        data: png,
        thumbnail: png,
      })
      .returning({ id: galleryImages.id });
    return image!.id;
  },
  // a review belongs to the user who left it
  'reviews/:id': async (a) => {
    const [review] = await a.db
      .insert(appReviews)
      .values({ userId: a.userId, rating: 5, feedback: 'mine' })
      .returning({ id: appReviews.id });
    return review!.id;
  },
};

/** Parameters that are not a tenant's ids, each with the reason. */
export const PUBLIC_IDS: Record<string, string> = {
  'products/:productId': 'a product of the shared supplier catalogue',
  'products/:id': 'a product of the shared supplier catalogue (research)',
  'products/:file': 'a picture of the shared catalogue',
  'products/:shipTo': 'a ship-to country code',
  'reviews/:file': 'a review picture of the shared catalogue',
  'videos/:file': 'a video of the shared catalogue',
  'source/:source': 'a supplier name (aliexpress, cj, own)',
  'source/:productId': 'a supplier product id of a public catalogue',
  'crawl-by-seller/:source': 'a supplier name',
  'crawl-by-seller/:seller_id': 'a public seller of a supplier',
  'logistics/:source': 'a supplier name',
  'logistics/:productId': 'a supplier product id of a public catalogue',
  'find-by-collection/:collectionSlug': 'a public collection',
  'price-detail/:source': 'a supplier name',
  'price-detail/:productId': 'a supplier product id of a public catalogue',
  'price-detail/:shipTo': 'a ship-to country code',
  'reviews/:source': 'a supplier name',
  'reviews/:productId': 'a supplier product id of a public catalogue',
  'suppliers/:source': 'a supplier name',
  'suppliers/:sellerId': 'a public seller of a supplier',
  'import/:source': 'a supplier name',
  'designs/:blankId': 'a print-on-demand blank of the shared catalogue',
  'designs/:designId':
    'a design picture loaded by <img> without credentials: its random UUID is the capability',
  'automation/:provider_method': 'a payment method of the automation settings (a name)',
  'tracking/:order_id':
    "an order's public tracking page (ADR 046): its random UUID is the capability, the answer only parcels",
  'section/:type': 'an order-center section name (to_order, in_processing, …)',
  'automation/:status': 'an on/off switch of the automation settings',
  'gallery-media/:id':
    'a gallery picture loaded by <img> and by store platforms without credentials: its random UUID is the capability',
  'gallery-media/:file': 'the file name of a gallery picture (version and size)',
  'verify-email/:id': 'the user of a verification link, checked together with its secret code',
  'verify-email/:code': 'the secret code of a verification link',
  'webhooks/:storeId':
    'a store posting a signed webhook (no user; the webhook matrix proves unsigned ones are refused)',
};

/**
 * `/api/a/b/:x/:y/c` → keys `b/:x`, `b/:y` (nearest fixed segment before each parameter), or the
 * longer `a/b/:x` where one is listed: the same last segment can name different things
 * (`center/products/:id` is a workplace's product, `research/products/:id` a catalogue one).
 */
export function parameterKeys(url: string): string[] {
  const keys: string[] = [];
  let previous = '';
  let fixed = '';
  for (const segment of url.split('/')) {
    if (segment.startsWith(':')) {
      const longer = `${previous}/${fixed}/${segment}`;
      keys.push(longer in TENANT_IDS || longer in PUBLIC_IDS ? longer : `${fixed}/${segment}`);
    } else if (segment !== '') {
      previous = fixed;
      fixed = segment;
    }
  }
  return keys;
}
