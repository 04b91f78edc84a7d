import { eq } from 'drizzle-orm';
import type { Database } from '../database';
import {
  importListItems,
  importPushMarks,
  storeListings,
  notifications,
  orders,
  productCenterItems,
  stores,
  users,
  workplaceMembers,
  workplaceSettings,
  workplaces,
  type StoreMetadata,
} from '../schema';
import { OWN_SOURCE } from '@omni/shared/contracts';
import { hashPassword } from '../../modules/auth/password-hashing';
import { FIRST_PRODUCT_ID, generateProduct } from './catalogue/generate-catalogue';

export const DEMO_EMAIL = 'demo@omni.test';
export const DEMO_PASSWORD = 'Demo12345!';

const SHOPIFY_CHANNELS: StoreMetadata = {
  external_channels: [
    {
      id: 'ch-meta',
      handle: 'facebook-ads',
      name: 'Facebook & Instagram',
      developer_name: 'Meta',
      app_id: '2329312',
      is_active: true,
    },
    {
      id: 'ch-google',
      handle: 'google',
      name: 'Google & YouTube',
      developer_name: 'Google',
      app_id: '1780363',
      is_active: true,
    },
    {
      id: 'ch-tiktok',
      handle: 'tiktok-ads-2',
      name: 'TikTok',
      developer_name: 'TikTok',
      app_id: '4383523',
      is_active: false,
    },
  ],
};

/** Orders per (section, sub_status): every section of spec 002 §2 has something to show. */
const DEMO_ORDERS: Array<[section: string, subStatus: string, status: string, country: string]> = [
  ['placement', 'ready', 'unfulfilled', 'US'],
  ['placement', 'ready', 'unfulfilled', 'GB'],
  ['placement', 'ready', 'unfulfilled', 'DE'],
  ['payment', 'waiting_payment', 'pending_payment', 'US'],
  ['payment', 'order_placed', 'placed', 'FR'],
  ['shipment', 'in_transit', 'shipped', 'US'],
  ['shipment', 'in_transit', 'shipped', 'CA'],
  ['shipment', 'out_for_delivery', 'shipped', 'AU'],
  ['shipment', 'delivered', 'delivered', 'US'],
  ['shipment', 'exception', 'shipped', 'BR'],
  ['cancelled', 'channel', 'cancelled', 'ES'],
  ['refund', 'pending', 'refund_pending', 'IT'],
  ['refund', 'completed', 'refunded', 'NL'],
];

/**
 * The demo merchant's imports: own-catalogue products by catalogue index (4 to 120 variants; the
 * 120 shows the import list's and editor's "more than 100 variants" warning), and one import in
 * the second workplace. Each is in the catalogue's first 1,000, written before the API listens.
 */
const DEMO_IMPORTS = [9, 11, 2, 6] as const;
const SECOND_WORKPLACE_IMPORT = 3;

const catalogueTitle = (index: number) => generateProduct(index).product.title;

/** Catalogue product `index` as an import not filled yet: its title and source only. */
const ownImport = (index: number) => ({
  title: catalogueTitle(index),
  source: OWN_SOURCE,
  sourceProductId: String(FIRST_PRODUCT_ID + index),
});

const DEMO_NOTIFICATIONS: Array<{
  type: string;
  titleKey: string;
  params: Record<string, string | number>;
  isRead: boolean;
}> = [
  {
    type: 'order',
    titleKey: 'notifications.orderShipped',
    params: { order: '#1012', tracking: 'LX123456789CN' },
    isRead: false,
  },
  {
    type: 'order',
    titleKey: 'notifications.orderPaymentFailed',
    params: { order: '#1009' },
    isRead: false,
  },
  {
    type: 'order',
    titleKey: 'notifications.orderDelivered',
    params: { order: '#1004' },
    isRead: true,
  },
  {
    type: 'product',
    titleKey: 'notifications.productPriceChanged',
    params: {
      product: catalogueTitle(DEMO_IMPORTS[0]),
      old_price: 12.4,
      new_price: 13.9,
      currency: 'USD',
    },
    isRead: false,
  },
  {
    type: 'product',
    titleKey: 'notifications.productOutOfStock',
    params: { product: catalogueTitle(DEMO_IMPORTS[1]) },
    isRead: false,
  },
  {
    type: 'product',
    titleKey: 'notifications.productOutOfStock',
    params: { product: catalogueTitle(DEMO_IMPORTS[2]) },
    isRead: true,
  },
  {
    type: 'supplier',
    titleKey: 'notifications.supplierShippingChanged',
    params: { supplier: 'Sunrise Textiles', days: 7 },
    isRead: false,
  },
  {
    type: 'supplier',
    titleKey: 'notifications.supplierUnavailable',
    params: { supplier: 'HomeCraft Co.' },
    isRead: true,
  },
  { type: 'system', titleKey: 'notifications.welcome', params: {}, isRead: false },
  {
    type: 'system',
    titleKey: 'notifications.maintenance',
    params: { date: '2026-12-06' },
    isRead: true,
  },
];

/** Creates the demo merchant of the brief unless it exists. Returns true when it was created. */
export async function seedDemoMerchant(db: Database, now: Date): Promise<boolean> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_EMAIL))
    .limit(1);
  if (existing.length > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: DEMO_EMAIL,
        passwordHash,
        firstName: 'Demo',
        lastName: 'Merchant',
        emailVerifiedAt: now,
        planKey: 'FREE',
        onboardingCompleted: ['CHOOSE_A_PLAN'],
      })
      .returning({ id: users.id });
    if (!user) throw new Error('demo user not created');

    const makeWorkplace = async (name: string, createdAt: Date, currency: string) => {
      const [workplace] = await tx
        .insert(workplaces)
        .values({ name, ownerId: user.id, createdAt })
        .returning({ id: workplaces.id });
      if (!workplace) throw new Error('demo workplace not created');
      await tx
        .insert(workplaceMembers)
        .values({ workplaceId: workplace.id, userId: user.id, role: 'owner', createdAt });
      await tx
        .insert(workplaceSettings)
        .values({ workplaceId: workplace.id, displayCurrency: currency });
      return workplace.id;
    };
    const demoId = await makeWorkplace('Demo Workplace', minutesAgo(60 * 24 * 30), 'USD');
    const secondId = await makeWorkplace('Second Workplace', minutesAgo(60 * 24 * 10), 'EUR');

    const insertedStores = await tx
      .insert(stores)
      .values([
        {
          workplaceId: demoId,
          platform: 'shopify',
          platformDomain: 'demo-fashion.myshopify.com',
          domain: 'demo-fashion.com',
          currency: 'USD',
          isDefault: true,
          metadata: SHOPIFY_CHANNELS,
          createdAt: minutesAgo(60 * 24 * 29),
        },
        {
          workplaceId: demoId,
          platform: 'woocommerce',
          platformDomain: 'demo-home.example',
          domain: 'demo-home.example',
          currency: 'USD',
          isDefault: false,
          createdAt: minutesAgo(60 * 24 * 28),
        },
        {
          workplaceId: secondId,
          platform: 'shopify',
          platformDomain: 'demo-outdoor.myshopify.com',
          domain: 'demo-outdoor.eu',
          currency: 'EUR',
          isDefault: true,
          metadata: { external_channels: [] },
          createdAt: minutesAgo(60 * 24 * 9),
        },
      ])
      .returning({
        id: stores.id,
        workplaceId: stores.workplaceId,
        platformDomain: stores.platformDomain,
      });
    const fashionStoreId = insertedStores[0]!.id;
    const outdoorStoreId = insertedStores[2]!.id;

    await tx.insert(orders).values([
      ...DEMO_ORDERS.map(([section, subStatus, status, countryCode], i) => ({
        workplaceId: demoId,
        storeId: fashionStoreId,
        platformOrderId: `#${1001 + i}`,
        countryCode,
        status,
        section,
        subStatus,
        createdAt: minutesAgo(60 * (DEMO_ORDERS.length - i)),
        orderedAt: minutesAgo(60 * (DEMO_ORDERS.length - i)),
      })),
      {
        workplaceId: secondId,
        storeId: outdoorStoreId,
        platformOrderId: '#2001',
        countryCode: 'DE',
        status: 'unfulfilled',
        section: 'placement',
        subStatus: 'ready',
      },
    ]);

    // imports of the own catalogue, filled (variants, images, prices) by the import backfill
    // once the catalogue's first products are in (server start)
    const imports = await tx
      .insert(importListItems)
      .values([
        ...DEMO_IMPORTS.map((index) => ({ workplaceId: demoId, ...ownImport(index) })),
        { workplaceId: secondId, ...ownImport(SECOND_WORKPLACE_IMPORT) },
      ])
      .returning({ id: importListItems.id });

    const centerItems = await tx
      .insert(productCenterItems)
      .values([
        {
          workplaceId: demoId,
          storeId: fashionStoreId,
          title: 'Oversized cotton tee',
          platformProductId: 'gid://shopify/Product/7001',
        },
        {
          workplaceId: demoId,
          storeId: fashionStoreId,
          title: 'Pleated midi skirt',
          platformProductId: 'gid://shopify/Product/7002',
        },
        {
          workplaceId: demoId,
          storeId: fashionStoreId,
          title: 'Canvas tote bag',
          platformProductId: null,
        },
        {
          workplaceId: secondId,
          storeId: outdoorStoreId,
          title: 'Insulated water bottle',
          platformProductId: 'gid://shopify/Product/9001',
        },
      ])
      .returning({
        id: productCenterItems.id,
        storeId: productCenterItems.storeId,
        workplaceId: productCenterItems.workplaceId,
        platformProductId: productCenterItems.platformProductId,
      });

    // A mapped product is one pushed from an import (a store listing points at it): the demo's
    // mapped products came from its first imports, as a push would have recorded them, so the
    // Mapped badge and the mapped list show the same products (and the import list marks them).
    const pushedFrom = [imports[0]!, imports[1]!, imports[DEMO_IMPORTS.length]!];
    const mapped = centerItems.filter((item) => item.platformProductId !== null);
    const storeDomain = new Map(insertedStores.map((store) => [store.id, store.platformDomain]));
    const pushedAt = minutesAgo(60 * 24 * 7);
    const listings = mapped.map((item, i) => ({
      importListItemId: pushedFrom[i]!.id,
      storeId: item.storeId!,
      workplaceId: item.workplaceId,
      productCenterItemId: item.id,
      storeProductId: item.platformProductId!,
      externalKey: `demo-${item.platformProductId!.split('/').pop()}`,
      adminUrl: `https://${storeDomain.get(item.storeId!)}/admin/products/${item.platformProductId!.split('/').pop()}`,
      pushedAt,
      updatedAt: pushedAt,
    }));
    await tx.insert(storeListings).values(listings);
    await tx.insert(importPushMarks).values(
      listings.map((l) => ({
        importListItemId: l.importListItemId,
        workplaceId: l.workplaceId,
        storeId: l.storeId,
        channel: 'shopify',
        storeProductId: l.storeProductId,
        pushedAt,
      })),
    );

    await tx.insert(notifications).values([
      ...DEMO_NOTIFICATIONS.map((n, i) => ({
        workplaceId: demoId,
        ...n,
        createdAt: minutesAgo(15 + i * 95),
      })),
      {
        workplaceId: secondId,
        type: 'order',
        titleKey: 'notifications.orderShipped',
        params: { order: '#2001', tracking: 'DE998877' },
        isRead: false,
      },
    ]);
  });
  return true;
}
