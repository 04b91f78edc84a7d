import { eq, sql } from 'drizzle-orm';
import { BodyStatus, MessageKey } from '@omni/shared/errors';
import { FEATURE_KEYS, isUnlimited, type FeatureKey } from '@omni/shared/plans';
import type { Database } from '../../db/database';
import { plans, users, workplaces } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { rowsOf } from '../../db/result-rows';
import { quotaPeriod, type QuotaPeriod } from './quota-period';

/**
 * The one place plan quotas are checked and counted (spec 000 §3 feature keys, §6 gating,
 * 001 §9 listing costs). Every feature that a plan limits calls this; nothing counts on its own.
 *
 * - `consumeQuota(tx, { workplaceId, feature, amount })` checks and counts in one statement
 *   (an upsert whose update only happens while `used + amount <= limit`), so concurrent callers
 *   cannot pass the limit together: PostgreSQL re-checks the condition on the latest row after
 *   waiting for its lock. Call it inside your own transaction, before your writes; if your
 *   transaction rolls back, the count rolls back with it. Over the limit it throws
 *   QUOTA_EXPIRED (401; HTTP 402) with `errors[0] = { field: 'quota', params: { feature, limit,
 *   usage } }` and counts nothing.
 * - `checkQuota(db, …)` answers the same question without counting (to refuse early, e.g. before
 *   calling an outside service); `releaseQuota(tx, …)` gives units back when work that was
 *   counted in an earlier transaction did not happen (e.g. a queued push that failed).
 * - `readQuotas(db, { workplaceId })` reports every feature (POST payments/quota/calc-usage).
 *
 * Rules: the plan is the workplace owner's and usage is shared by all of the owner's workplaces;
 * usage resets each billing period (a live subscription's paid period, otherwise quota-period.ts:
 * the plan's cycle from the owner's sign-up); limit -1 or -2 is unlimited (still counted, for the usage popover); 0 or a feature
 * missing from the plan is no access. AI_PRODUCT_WRITING of an A/B-test user on FREE or STARTER
 * counts under EXTRA_AI_PRODUCT_WRITING instead (spec 000 §6); the answer names the feature
 * that was counted. Units bought for the period (`addExtraUnits`, ADR 027) raise its limit:
 * every limit reported or enforced here is the plan's plus the period's extra. Amounts are whole units ≥ 1 (LISTING_PRODUCTS: listingQuotaCost(variants)).
 */

export interface QuotaRequest {
  workplaceId: string;
  feature: FeatureKey;
  /** Units to count (default 1). */
  amount?: number;
  now?: Date;
}

export interface QuotaState {
  /** The feature counted (EXTRA_AI_PRODUCT_WRITING when AI writing is redirected). */
  feature: FeatureKey;
  limit: number;
  usage: number;
  isOutQuota: boolean;
}

export interface QuotaReport {
  period: QuotaPeriod;
  features: Record<FeatureKey, QuotaState>;
}

/** Plans on which A/B users write with the extra AI quota (spec 000 §6). */
const EXTRA_AI_PLANS: ReadonlySet<string> = new Set(['FREE', 'STARTER']);

interface PlanOwner {
  ownerId: string;
  planKey: string;
  isAb: boolean;
  features: Record<string, { limit: number }>;
  period: QuotaPeriod;
}

async function planOwner(db: Database, workplaceId: string, now: Date): Promise<PlanOwner> {
  const [row] = await db
    .select({
      ownerId: users.id,
      planKey: users.planKey,
      isAb: users.isAb,
      anchor: users.createdAt,
      features: plans.features,
      cycle: plans.cycle,
      // the paid period of a live subscription, when there is one
      paidStart: sql<Date | string | null>`(SELECT s.current_period_start FROM subscriptions s
        WHERE s.owner_id = ${users.id} AND s.status IN ('active', 'past_due')
        ORDER BY s.created_at DESC LIMIT 1)`,
      paidEnd: sql<Date | string | null>`(SELECT s.current_period_end FROM subscriptions s
        WHERE s.owner_id = ${users.id} AND s.status IN ('active', 'past_due')
        ORDER BY s.created_at DESC LIMIT 1)`,
    })
    .from(workplaces)
    .innerJoin(users, eq(users.id, workplaces.ownerId))
    .leftJoin(plans, eq(plans.key, users.planKey))
    .where(eq(workplaces.id, workplaceId));
  if (!row) throw notFound(MessageKey.WorkplaceNotFound);
  return {
    ownerId: row.ownerId,
    planKey: row.planKey,
    isAb: row.isAb,
    features: row.features ?? {},
    period:
      paidPeriod(row.paidStart, row.paidEnd, now) ?? quotaPeriod(row.anchor, row.cycle ?? 30, now),
  };
}

/**
 * The subscription's paid period until it ends (a new paid period resets the counts). A start a
 * moment after `now` is the provider's clock running ahead of ours, not a future period.
 */
function paidPeriod(
  start: Date | string | null,
  end: Date | string | null,
  now: Date,
): QuotaPeriod | null {
  if (!start || !end) return null;
  const period = { start: new Date(start), end: new Date(end) };
  return now < period.end ? period : null;
}

function countedFeature(owner: PlanOwner, feature: FeatureKey): FeatureKey {
  if (feature === 'AI_PRODUCT_WRITING' && owner.isAb && EXTRA_AI_PLANS.has(owner.planKey))
    return 'EXTRA_AI_PRODUCT_WRITING';
  return feature;
}

function limitOf(owner: PlanOwner, feature: FeatureKey): number {
  return owner.features[feature]?.limit ?? 0;
}

function state(feature: FeatureKey, limit: number, usage: number): QuotaState {
  const isOutQuota = !isUnlimited(limit) && (limit <= 0 || usage >= limit);
  return { feature, limit, usage, isOutQuota };
}

function units(amount: number | undefined): number {
  const value = amount ?? 1;
  if (!Number.isInteger(value) || value < 1) throw new Error(`quota amount must be ≥ 1: ${value}`);
  return value;
}

interface Usage {
  used: number;
  /** Units bought for this period (charge-extra, charge-ready2sale): added to the plan's limit. */
  extra: number;
}

async function usageOf(db: Database, owner: PlanOwner, feature: FeatureKey): Promise<Usage> {
  const result = await db.execute(sql`
    SELECT used, extra FROM quota_usage
    WHERE owner_id = ${owner.ownerId} AND feature = ${feature}
      AND period_start = ${owner.period.start.toISOString()}::timestamptz`);
  const [row] = rowsOf<{ used: unknown; extra: unknown }>(result);
  return { used: Number(row?.used ?? 0), extra: Number(row?.extra ?? 0) };
}

/** The plan's limit with the period's extra units (unlimited stays unlimited). */
function withExtra(limit: number, extra: number): number {
  return isUnlimited(limit) ? limit : Math.max(limit, 0) + extra;
}

/** QUOTA_EXPIRED with what the merchant has and has used (spec 001 §8). */
export function quotaExceeded(feature: FeatureKey, limit: number, usage: number): AppError {
  return new AppError(BodyStatus.QUOTA_EXPIRED, MessageKey.ExceedQuotaLimit, [
    { field: 'quota', message: MessageKey.ExceedQuotaLimit, params: { feature, limit, usage } },
  ]);
}

/** Checks and counts `amount` units atomically, or throws QUOTA_EXPIRED and counts nothing. */
export async function consumeQuota(tx: Database, request: QuotaRequest): Promise<QuotaState> {
  const amount = units(request.amount);
  const owner = await planOwner(tx, request.workplaceId, request.now ?? new Date());
  const feature = countedFeature(owner, request.feature);
  const limit = limitOf(owner, feature);
  const unlimited = isUnlimited(limit);
  // The INSERT covers a period's first use, the guarded UPDATE every later one; no row back
  // means the limit would be passed.
  const result = await tx.execute(sql`
    INSERT INTO quota_usage (owner_id, feature, period_start, used)
    SELECT ${owner.ownerId}::uuid, ${feature}, ${owner.period.start.toISOString()}::timestamptz,
      ${amount}::int
    WHERE ${unlimited}::boolean OR ${amount}::int <= greatest(${limit}::int, 0) + coalesce((
      SELECT extra FROM quota_usage WHERE owner_id = ${owner.ownerId}::uuid
        AND feature = ${feature} AND period_start = ${owner.period.start.toISOString()}::timestamptz
    ), 0)
    ON CONFLICT (owner_id, feature, period_start) DO UPDATE
      SET used = quota_usage.used + excluded.used, updated_at = now()
      WHERE ${unlimited}::boolean
        OR quota_usage.used + excluded.used <= greatest(${limit}::int, 0) + quota_usage.extra
    RETURNING used, extra`);
  const [row] = rowsOf<{ used: unknown; extra: unknown }>(result);
  if (!row) {
    const usage = await usageOf(tx, owner, feature);
    throw quotaExceeded(feature, withExtra(limit, usage.extra), usage.used);
  }
  return state(feature, withExtra(limit, Number(row.extra)), Number(row.used));
}

/** Whether `amount` units would fit now; throws QUOTA_EXPIRED like consumeQuota, counts nothing. */
export async function checkQuota(db: Database, request: QuotaRequest): Promise<QuotaState> {
  const amount = units(request.amount);
  const owner = await planOwner(db, request.workplaceId, request.now ?? new Date());
  const feature = countedFeature(owner, request.feature);
  const limit = limitOf(owner, feature);
  const { used, extra } = await usageOf(db, owner, feature);
  const total = withExtra(limit, extra);
  if (!isUnlimited(limit) && used + amount > total) throw quotaExceeded(feature, total, used);
  return state(feature, total, used);
}

/** Gives back units counted in this period (never below 0). */
export async function releaseQuota(tx: Database, request: QuotaRequest): Promise<QuotaState> {
  const amount = units(request.amount);
  const owner = await planOwner(tx, request.workplaceId, request.now ?? new Date());
  const feature = countedFeature(owner, request.feature);
  const result = await tx.execute(sql`
    UPDATE quota_usage SET used = greatest(0, used - ${amount}::int), updated_at = now()
    WHERE owner_id = ${owner.ownerId} AND feature = ${feature}
      AND period_start = ${owner.period.start.toISOString()}::timestamptz
    RETURNING used, extra`);
  const [row] = rowsOf<{ used: unknown; extra: unknown }>(result);
  return state(
    feature,
    withExtra(limitOf(owner, feature), Number(row?.extra ?? 0)),
    Number(row?.used ?? 0),
  );
}

/** A feature's plan limit, this period's usage and extra units, and the period (nothing counted). */
export async function planLimit(
  db: Database,
  {
    workplaceId,
    feature,
    now = new Date(),
  }: { workplaceId: string; feature: FeatureKey; now?: Date },
): Promise<{ limit: number; usage: number; extra: number; period: QuotaPeriod }> {
  const owner = await planOwner(db, workplaceId, now);
  const { used, extra } = await usageOf(db, owner, feature);
  return { limit: limitOf(owner, feature), usage: used, extra, period: owner.period };
}

/**
 * Adds bought units to this period's limit of the feature, exactly as named (no A/B
 * redirection: the merchant bought this feature). Call it in the transaction that took the money.
 */
export async function addExtraUnits(
  tx: Database,
  { workplaceId, feature, units: bought, now = new Date() }: QuotaRequest & { units: number },
): Promise<{ limit: number; usage: number }> {
  const owner = await planOwner(tx, workplaceId, now);
  const result = await tx.execute(sql`
    INSERT INTO quota_usage (owner_id, feature, period_start, used, extra)
    VALUES (${owner.ownerId}::uuid, ${feature}, ${owner.period.start.toISOString()}::timestamptz,
      0, ${units(bought)}::int)
    ON CONFLICT (owner_id, feature, period_start) DO UPDATE
      SET extra = quota_usage.extra + excluded.extra, updated_at = now()
    RETURNING used, extra`);
  const [row] = rowsOf<{ used: unknown; extra: unknown }>(result);
  return {
    limit: withExtra(limitOf(owner, feature), Number(row!.extra)),
    usage: Number(row!.used),
  };
}

/** The plan owner's limit and usage of every feature in the current period. */
export async function readQuotas(
  db: Database,
  { workplaceId, now = new Date() }: { workplaceId: string; now?: Date },
): Promise<QuotaReport> {
  const owner = await planOwner(db, workplaceId, now);
  const result = await db.execute(sql`
    SELECT feature, used, extra FROM quota_usage
    WHERE owner_id = ${owner.ownerId}
      AND period_start = ${owner.period.start.toISOString()}::timestamptz`);
  const rows = new Map(
    rowsOf<{ feature: string; used: unknown; extra: unknown }>(result).map((r) => [
      r.feature,
      { used: Number(r.used), extra: Number(r.extra) },
    ]),
  );
  const features = Object.fromEntries(
    FEATURE_KEYS.map((key) => {
      const row = rows.get(key) ?? { used: 0, extra: 0 };
      return [key, state(key, withExtra(limitOf(owner, key), row.extra), row.used)];
    }),
  ) as Record<FeatureKey, QuotaState>;
  return { period: owner.period, features };
}
