import { and, desc, eq } from 'drizzle-orm';
import type { QuotaPurchase } from '@omni/shared/contracts/billing';
import { BodyStatus, MessageKey } from '@omni/shared/errors';
import { minorToDecimalString } from '@omni/shared/money';
import {
  EXTRA_QUOTA_PACKS,
  READY2SALE_PACK,
  isUnlimited,
  packsPrice,
  type ExtraQuotaFeature,
  type FeatureKey,
} from '@omni/shared/plans';
import type { Database } from '../../db/database';
import { quotaPurchases, stores, wallets } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { createAppPurchaseOneTime } from '../../integrations/shopify/billing-operations';
import { atProvider } from '../subscriptions/plan-billing';
import { debitWallet } from '../wallets/ledger';
import { addExtraUnits, planLimit } from './quota-service';
import { shopifyChargeName, type ShopifyPurchaseBilling } from './shopify-quota-purchases';

/**
 * charge-extra and charge-ready2sale (spec 000 §7; ADR 027): packs of extra units of a feature
 * for the current billing period, paid from the workplace's wallet. One transaction takes the
 * money and adds the units, so either both happen or neither. `request_id` makes a purchase
 * happen once: a repeat (concurrent or later) replays the first answer, a declined one included.
 * A merchant in the Shopify admin pays through Shopify instead (ADR 036): `shopify` is then set.
 */
export interface PurchaseRequest {
  workplaceId: string;
  storeId: string | null;
  kind: 'extra' | 'ready2sale';
  feature: ExtraQuotaFeature | 'READY2SALE';
  packs: number;
  requestId: string;
  now: Date;
  /** Billed by Shopify (a one-time purchase the merchant approves there), not the wallet. */
  shopify?: ShopifyPurchaseBilling | null;
}

type PurchaseRow = typeof quotaPurchases.$inferSelect;

/**
 * The first answer to this request id — a repeat replays it — or IdempotencyKeyReused when the
 * id was used for another purchase. A Shopify purchase being created right now has no answer
 * yet: the repeat waits for it (a few seconds at most: one call to Shopify).
 */
async function firstAnswer(
  db: Database,
  { workplaceId, requestId, kind, feature, packs }: PurchaseRequest,
): Promise<QuotaPurchase> {
  for (let wait = 0; ; wait++) {
    const [first]: PurchaseRow[] = await db
      .select()
      .from(quotaPurchases)
      .where(
        and(eq(quotaPurchases.workplaceId, workplaceId), eq(quotaPurchases.requestId, requestId)),
      );
    if (first && (first.kind !== kind || first.feature !== feature || first.packs !== packs))
      throw new AppError(BodyStatus.UNPROCESSABLE_ENTITY, MessageKey.IdempotencyKeyReused);
    if (first?.answer) return first.answer as QuotaPurchase;
    // gone: the first attempt failed at the provider and was removed
    if (!first || first.provider !== 'shopify' || wait >= 100)
      throw new AppError(BodyStatus.UNPROCESSABLE_ENTITY, MessageKey.PaymentProviderUnavailable);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function refused(rule: 'unlimited' | 'not_in_plan'): AppError {
  return badRequest(MessageKey.ValidationFailed, [
    { field: 'feature', message: MessageKey.FieldInvalid, params: { rule } },
  ]);
}

export async function buyQuotaPacks(
  db: Database,
  request: PurchaseRequest,
): Promise<QuotaPurchase> {
  const { workplaceId, storeId, kind, feature, packs, now } = request;
  if (storeId) {
    const [store] = await db
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.id, storeId), eq(stores.workplaceId, workplaceId)));
    if (!store) throw notFound(MessageKey.StoreNotFound);
  }
  const pack =
    kind === 'ready2sale' ? READY2SALE_PACK : EXTRA_QUOTA_PACKS[feature as ExtraQuotaFeature];
  const price = packsPrice(pack, packs);
  const units = pack.units * packs;
  if (request.shopify) return buyThroughShopify(db, request, request.shopify, { price, units });

  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const created = await recordPurchase(tx, request, { price, units, shop: null });
    // the same purchase again (a double click, a retry): its first answer
    if (!created) return firstAnswer(tx, request);
    const plan = await purchasablePlan(tx, request);

    const debit = await debitWallet(tx, {
      workplaceId,
      currency: price.currency,
      amount: price.amount,
      key: `quota-purchase:${created.id}`,
      reference: created.id,
      description: `${units} × ${feature}`,
      now,
    });
    const base = {
      ...answerBase(created.id, request, { price, units, period: plan.period }),
      provider: 'wallet' as const,
      confirmation_url: null,
    };
    const answer: QuotaPurchase =
      debit.status === 'paid'
        ? {
            ...base,
            status: 'paid',
            quota: await addExtraUnits(tx, {
              workplaceId,
              feature: feature as FeatureKey,
              units,
              now,
            }),
            total_balance: debit.balances.total_balance,
          }
        : {
            ...base,
            status: 'declined',
            units: 0,
            quota: { limit: plan.limit + plan.extra, usage: plan.usage },
            total_balance: debit.balances.total_balance,
          };
    await tx
      .update(quotaPurchases)
      .set({ status: answer.status, answer, periodStart: plan.period.start })
      .where(eq(quotaPurchases.id, created.id));
    return answer;
  });
}

/** What every answer about a purchase says, whoever is paid. */
function answerBase(
  id: string,
  { feature, storeId, now }: PurchaseRequest,
  {
    price,
    units,
    period,
  }: {
    price: { amount: number; currency: string };
    units: number;
    period: { start: Date; end: Date };
  },
) {
  return {
    id,
    feature,
    units,
    amount: price.amount,
    currency: price.currency,
    store_id: storeId,
    period_start: period.start.toISOString(),
    period_end: period.end.toISOString(),
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
}

/**
 * The purchase's row, pending, unless its request id is taken (then null): paid from the wallet,
 * or billed by Shopify to `shop`.
 */
async function recordPurchase(
  tx: Database,
  { workplaceId, storeId, kind, feature, packs, requestId, now }: PurchaseRequest,
  {
    price,
    units,
    shop,
  }: { price: { amount: number; currency: string }; units: number; shop: string | null },
): Promise<{ id: string } | null> {
  const [created] = await tx
    .insert(quotaPurchases)
    .values({
      workplaceId,
      storeId,
      kind,
      feature,
      packs,
      units,
      amountMinor: price.amount,
      currency: price.currency,
      requestId,
      provider: shop ? 'shopify' : 'wallet',
      providerShop: shop,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [quotaPurchases.workplaceId, quotaPurchases.requestId] })
    .returning({ id: quotaPurchases.id });
  return created ?? null;
}

/** The feature's plan limit now, if it can be bought: refused when unlimited, or left out. */
async function purchasablePlan(tx: Database, { workplaceId, kind, feature, now }: PurchaseRequest) {
  const plan = await planLimit(tx, { workplaceId, feature: feature as FeatureKey, now });
  if (isUnlimited(plan.limit)) throw refused('unlimited');
  // the add-on is how a plan without Ready2Sale gets it; extra units only extend a feature
  if (kind === 'extra' && plan.limit <= 0) throw refused('not_in_plan');
  return plan;
}

/**
 * A purchase billed by Shopify (ADR 036): recorded pending (which makes its request id taken),
 * then created at Shopify outside any transaction — a database connection is not held across a
 * call to Shopify — and answered with Shopify's confirmation page. Shopify refusing or failing
 * removes the record, so the same request id can be tried again. Nothing is added until
 * app_purchases_one_time/update says ACTIVE (applyShopifyPurchaseUpdate).
 */
async function buyThroughShopify(
  db: Database,
  request: PurchaseRequest,
  shopify: ShopifyPurchaseBilling,
  { price, units }: { price: { amount: number; currency: string }; units: number },
): Promise<QuotaPurchase> {
  const { feature } = request;
  const recorded = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const created = await recordPurchase(tx, request, { price, units, shop: shopify.shop });
    if (!created) return null;
    return { id: created.id, plan: await purchasablePlan(tx, request) };
  });
  if (!recorded) return firstAnswer(db, request);
  const { id, plan } = recorded;

  let made: Awaited<ReturnType<typeof createAppPurchaseOneTime>>;
  try {
    const client = await shopify.client();
    if (!client) throw notFound(MessageKey.StoreNotFound);
    made = await atProvider(() =>
      createAppPurchaseOneTime(client, {
        name: shopifyChargeName(feature, units),
        amount: minorToDecimalString(price.amount, price.currency),
        currencyCode: price.currency,
        returnUrl: shopify.returnUrl(id),
        test: shopify.test,
      }),
    );
  } catch (error) {
    await db.delete(quotaPurchases).where(eq(quotaPurchases.id, id));
    throw error;
  }
  const answer: QuotaPurchase = {
    ...answerBase(id, request, { price, units, period: plan.period }),
    provider: 'shopify',
    status: 'pending',
    confirmation_url: made.confirmationUrl,
    quota: { limit: plan.limit + plan.extra, usage: plan.usage },
    total_balance: null,
  };
  await db
    .update(quotaPurchases)
    .set({
      providerPurchaseId: made.purchase.id,
      providerStatus: made.purchase.status,
      answer,
      periodStart: plan.period.start,
    })
    .where(eq(quotaPurchases.id, id));
  return answer;
}

/** The workplace's latest purchases, newest first, as each stands now. */
export async function latestQuotaPurchases(
  db: Database,
  workplaceId: string,
  limit = 10,
): Promise<QuotaPurchase[]> {
  const rows = await db
    .select({ answer: quotaPurchases.answer })
    .from(quotaPurchases)
    .where(eq(quotaPurchases.workplaceId, workplaceId))
    .orderBy(desc(quotaPurchases.createdAt))
    .limit(limit);
  return rows.flatMap((row) => (row.answer ? [row.answer as QuotaPurchase] : []));
}

/**
 * skip-recharge (ADR 027): the next automatic recharge of the workplace's wallet in `currency`
 * is skipped (`skip` false undoes it). The recharge clears the mark when it skips.
 */
export async function setSkipRecharge(
  db: Database,
  {
    workplaceId,
    currency,
    skip,
    now,
  }: { workplaceId: string; currency: string; skip: boolean; now: Date },
): Promise<{ skip_next_recharge: boolean }> {
  const [row] = await db
    .insert(wallets)
    .values({ workplaceId, currency, skipNextRecharge: skip, updatedAt: now })
    .onConflictDoUpdate({
      target: [wallets.workplaceId, wallets.currency],
      set: { skipNextRecharge: skip, updatedAt: now },
    })
    .returning({ skip: wallets.skipNextRecharge });
  return { skip_next_recharge: row!.skip };
}
