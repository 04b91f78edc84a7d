import { eq } from 'drizzle-orm';
import type { Database } from '../database';
import {
  importListItems,
  importPushMarks,
  storeListings,
  notifications,
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
import {
  DEMO_ORDERS,
  SECOND_WORKPLACE_ORDER,
  writeDemoOrders,
  writeDemoVariantLinks,
  type DemoOrderSpec,
  type DemoStoreProduct,
} from './demo-orders';

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

interface DemoNotification {
  type: string;
  titleKey: string;
  params: Record<string, string | number>;
  isRead: boolean;
}

/** The demo's notifications; the order ones name the seeded orders they are about. */
const demoNotifications = (order: {
  shipped: { name: string; tracking: string };
  paymentFailed: string;
  delivered: string;
}): DemoNotification[] => [
  {
    type: 'order',
    titleKey: 'notifications.orderShipped',
    params: { order: order.shipped.name, tracking: order.shipped.tracking },
    isRead: false,
  },
  {
    type: 'order',
    titleKey: 'notifications.orderPaymentFailed',
    params: { order: order.paymentFailed },
    isRead: false,
  },
  {
    type: 'order',
    titleKey: 'notifications.orderDelivered',
    params: { order: order.delivered },
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

    // imports of the own catalogue, filled (variants, images, prices) by the import backfill
    // once the catalogue's first products are in (server start)
    const imports = await tx
      .insert(importListItems)
      .values([
        ...DEMO_IMPORTS.map((index) => ({ workplaceId: demoId, ...ownImport(index) })),
        { workplaceId: secondId, ...ownImport(SECOND_WORKPLACE_IMPORT) },
      ])
      .returning({ id: importListItems.id });

    // the store's products: the first two imports and the second workplace's, pushed under their
    // own titles (the orders sell them), and one product of the store's own, not mapped
    const centerItems = await tx
      .insert(productCenterItems)
      .values([
        {
          workplaceId: demoId,
          storeId: fashionStoreId,
          title: catalogueTitle(DEMO_IMPORTS[0]),
          platformProductId: 'gid://shopify/Product/7001',
        },
        {
          workplaceId: demoId,
          storeId: fashionStoreId,
          title: catalogueTitle(DEMO_IMPORTS[1]),
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
          title: catalogueTitle(SECOND_WORKPLACE_IMPORT),
          platformProductId: 'gid://shopify/Product/9001',
        },
      ])
      .returning({
        id: productCenterItems.id,
        title: productCenterItems.title,
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

    // the store products pushed from the imports, with their variants' links, and the orders
    // buyers placed for them
    const pushedProduct = (
      key: string,
      index: number,
      catalogueIndex: number,
    ): DemoStoreProduct => ({
      key,
      storeId: mapped[index]!.storeId!,
      storeProductId: mapped[index]!.platformProductId!,
      importListItemId: pushedFrom[index]!.id,
      catalogueIndex,
      title: mapped[index]!.title,
    });
    const fashionProducts = [
      pushedProduct('necklace', 0, DEMO_IMPORTS[0]),
      pushedProduct('backpack', 1, DEMO_IMPORTS[1]),
    ];
    const outdoorProducts = [pushedProduct('shirt', 2, SECOND_WORKPLACE_IMPORT)];
    await writeDemoVariantLinks(tx, [...fashionProducts, ...outdoorProducts]);
    const demoNames = await writeDemoOrders(tx, DEMO_ORDERS, {
      workplaceId: demoId,
      storeId: fashionStoreId,
      currency: 'USD',
      userId: user.id,
      now,
      products: fashionProducts,
      firstPlatformId: 5_731_020_001_001,
    });
    await writeDemoOrders(tx, [SECOND_WORKPLACE_ORDER], {
      workplaceId: secondId,
      storeId: outdoorStoreId,
      currency: 'EUR',
      userId: user.id,
      now,
      products: outdoorProducts,
      firstPlatformId: 5_902_114_002_001,
      firstName: 2001,
    });
    const named = (role: DemoOrderSpec['role']) => {
      const spec = DEMO_ORDERS.find((o) => o.role === role)!;
      return { spec, name: demoNames.get(spec)! };
    };
    const shipped = named('shipped');

    await tx.insert(notifications).values([
      ...demoNotifications({
        shipped: {
          name: shipped.name,
          tracking: shipped.spec.supplier!.shipment!.trackingNumber,
        },
        paymentFailed: named('payment_failed').name,
        delivered: named('delivered').name,
      }).map((n, i) => ({
        workplaceId: demoId,
        ...n,
        createdAt: minutesAgo(15 + i * 95),
      })),
      // the second workplace's order is not placed yet: its news is about the product
      {
        workplaceId: secondId,
        type: 'product',
        titleKey: 'notifications.productPriceChanged',
        params: {
          product: catalogueTitle(SECOND_WORKPLACE_IMPORT),
          old_price: 9.8,
          new_price: 10.4,
          currency: 'USD',
        },
        isRead: false,
      },
    ]);
  });
  return true;
}
