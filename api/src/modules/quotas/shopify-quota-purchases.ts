import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { QuotaPurchase } from '@omni/shared/contracts/billing';
import type { FeatureKey } from '@omni/shared/plans';
import type { Database } from '../../db/database';
import { quotaPurchases } from '../../db/schema';
import type { ShopifyAdminClient } from '../../integrations/shopify/admin-client';
import { adminAppUrl } from '../../integrations/shopify/shopify-config';
import { PermanentJobError, type JobContext } from '../../jobs/job-types';
import type { AppContext } from '../../plugins/app-context';
import { shopifyServices } from '../shopify/shopify-services';
import { liveSubscription, workplacePlanOwner } from '../subscriptions/repository';
import { shopClientFor } from '../subscriptions/shopify-shop-client';
import { addExtraUnits, planLimit } from './quota-service';

/**
 * Extra quota bought by a merchant in the Shopify admin (ADR 036): a Shopify one-time purchase
 * (appPurchaseOneTimeCreate) the merchant approves on Shopify's page; its
 * app_purchases_one_time/update adds the units when ACTIVE, once.
 */
export interface ShopifyPurchaseBilling {
  /** The shop whose bill carries the charge. */
  shop: string;
  /** The shop's Admin API client; null when no connection of the plan owner is active. */
  client: () => Promise<ShopifyAdminClient | null>;
  /** Where Shopify sends the merchant after approving: the billing page, embedded. */
  returnUrl: (purchaseId: string) => string;
  /** Test charges (never billed) everywhere but production. */
  test: boolean;
}

/**
 * Who bills a purchase of extra quota (ADR 036): Shopify when the merchant is in a shop's admin
 * (a public Shopify app charges there through Shopify), or when the plan in force is billed by a
 * shop (that merchant came from the Shopify admin); else the wallet (null).
 */
export async function purchaseBillingFor(
  ctx: AppContext,
  { workplaceId, embeddedShop }: { workplaceId: string; embeddedShop: string | null },
): Promise<ShopifyPurchaseBilling | null> {
  const owner = await workplacePlanOwner(ctx.db, workplaceId);
  if (!owner) return null;
  let shop = embeddedShop;
  if (!shop) {
    const live = await liveSubscription(ctx.db, owner.ownerId);
    const inForce = live && (live.status === 'active' || live.status === 'past_due');
    if (inForce && live.provider === 'shopify') shop = live.providerCustomerId;
  }
  if (!shop) return null;
  const billedShop = shop;
  return {
    shop: billedShop,
    client: () => shopClientFor(ctx)(billedShop, owner.ownerId),
    returnUrl: (purchaseId) => {
      const url = new URL(
        'app/setting/billing',
        adminAppUrl(shopifyServices(ctx).config, billedShop),
      );
      url.searchParams.set('quota_purchase', purchaseId);
      return url.href;
    },
    test: ctx.config.nodeEnv !== 'production',
  };
}

/** The charge's name on Shopify's approval page and bill (English, as the plans' names). */
const CHARGE_NAMES: Record<string, (units: number) => string> = {
  IMPORT_PRODUCT: (n) => `Extra quota: ${n} product imports`,
  LISTING_PRODUCTS: (n) => `Extra quota: ${n} product listings`,
  AI_PRODUCT_WRITING: (n) => `Extra quota: ${n} AI product writings`,
  ORDER_FULFILLMENT: (n) => `Extra quota: ${n} order fulfillments`,
  ORDER_TRACKING_NUMBERS: (n) => `Extra quota: ${n} tracking numbers`,
  FIND_SIMILAR_PRODUCT: (n) => `Extra quota: ${n} similar-product searches`,
  READY2SALE: (n) => `Ready2Sale add-on: ${n} ready-to-sell products`,
};

export function shopifyChargeName(feature: string, units: number): string {
  return (CHARGE_NAMES[feature] ?? ((n: number) => `Extra quota: ${n} × ${feature}`))(units);
}

export interface ShopifyPurchaseUpdate {
  /** gid://shopify/AppPurchaseOneTime/… */
  id: string;
  status: string;
}

/** The app_purchases_one_time/update body; null when it is not one. */
export function parseAppPurchaseUpdate(payload: unknown): ShopifyPurchaseUpdate | null {
  const body = (payload as { app_purchase_one_time?: Record<string, unknown> } | null)
    ?.app_purchase_one_time;
  const id = body?.admin_graphql_api_id;
  const status = body?.status;
  if (typeof id !== 'string' || !/^gid:\/\/shopify\/AppPurchaseOneTime\/\d+$/.test(id)) return null;
  if (typeof status !== 'string') return null;
  return { id, status: status.toUpperCase() };
}

/** Our status for Shopify's final ones; PENDING (and anything unknown) changes nothing. */
const SETTLED: Record<string, QuotaPurchase['status']> = {
  ACTIVE: 'paid',
  DECLINED: 'declined',
  EXPIRED: 'expired',
};

export type AppliedPurchaseUpdate =
  | { outcome: 'ignored'; reason: 'unknown' | 'not-final' | 'settled' }
  | { outcome: 'settled'; workplaceId: string; purchase: QuotaPurchase };

/**
 * An app_purchases_one_time/update from `shop`: a purchase of ours on that shop still pending
 * moves to its final state — ACTIVE adds the units in the same transaction. A purchase leaves
 * pending once (Shopify's statuses are final), so a redelivery, a second event or an older
 * update arriving late finds it settled and changes nothing; one about a purchase we did not
 * make on that shop is not ours.
 */
export async function applyShopifyPurchaseUpdate(
  db: Database,
  shop: string,
  update: ShopifyPurchaseUpdate,
  now: Date,
): Promise<AppliedPurchaseUpdate> {
  const next = SETTLED[update.status];
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Database;
    const [row] = await tx
      .select()
      .from(quotaPurchases)
      .where(
        and(
          eq(quotaPurchases.provider, 'shopify'),
          eq(quotaPurchases.providerPurchaseId, update.id),
          eq(quotaPurchases.providerShop, shop),
        ),
      )
      .for('update');
    if (!row?.answer) return { outcome: 'ignored', reason: 'unknown' } as const;
    if (row.status !== 'pending') return { outcome: 'ignored', reason: 'settled' } as const;
    if (!next) return { outcome: 'ignored', reason: 'not-final' } as const;
    const first = row.answer as QuotaPurchase;
    const feature = row.feature as FeatureKey;
    let purchase: QuotaPurchase;
    if (next === 'paid') {
      const quota = await addExtraUnits(tx, {
        workplaceId: row.workplaceId,
        feature,
        units: row.units,
        now,
      });
      // the units count in the period Shopify charged them in
      const { period } = await planLimit(tx, { workplaceId: row.workplaceId, feature, now });
      purchase = {
        ...first,
        status: 'paid',
        confirmation_url: null,
        units: row.units,
        quota,
        period_start: period.start.toISOString(),
        period_end: period.end.toISOString(),
        updated_at: now.toISOString(),
      };
    } else {
      const plan = await planLimit(tx, { workplaceId: row.workplaceId, feature, now });
      purchase = {
        ...first,
        status: next,
        confirmation_url: null,
        units: 0,
        quota: { limit: plan.limit + plan.extra, usage: plan.usage },
        updated_at: now.toISOString(),
      };
    }
    await tx
      .update(quotaPurchases)
      .set({
        status: purchase.status,
        providerStatus: update.status,
        answer: purchase,
        periodStart: new Date(purchase.period_start),
        updatedAt: sql`now()`,
      })
      .where(eq(quotaPurchases.id, row.id));
    return { outcome: 'settled', workplaceId: row.workplaceId, purchase } as const;
  });
}

/**
 * app_purchases_one_time/update (a verified delivery, queued once per event): the purchase
 * settles, and the workplace's pages hear it (the billing page and the usage popover refetch).
 */
export async function onAppPurchaseOneTimeUpdate(
  app: FastifyInstance,
  ctx: JobContext,
  shop: string,
  payload: unknown,
): Promise<void> {
  const update = parseAppPurchaseUpdate(payload);
  if (!update) throw new PermanentJobError('not an app_purchases_one_time/update payload');
  const applied = await applyShopifyPurchaseUpdate(ctx.db, shop, update, ctx.now());
  if (applied.outcome === 'ignored') {
    ctx.log.info(
      { shop, id: update.id, reason: applied.reason },
      'app purchase update not applied',
    );
    return;
  }
  app.realtime.publish(applied.workplaceId, 'quota-purchase-updated', applied.purchase);
}
