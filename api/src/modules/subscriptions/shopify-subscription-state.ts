import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { GRACE_PERIOD_DAYS } from '@omni/shared/contracts/billing';
import type { Database } from '../../db/database';
import {
  plans,
  subscriptions,
  users,
  type SubscriptionRow,
  type SubscriptionStatus,
} from '../../db/schema';
import { DEFAULT_FREE_PLAN_KEY } from '@omni/shared/plans';
import { setOwnerPlan } from './apply-billing-event';
import type { SettleHooks } from './jobs';
import { updateSubscription } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Shopify's statuses that still bill (or will): ACTIVE, and FROZEN while the bill is unpaid. */
const BILLING = new Set(['ACTIVE', 'FROZEN']);

/** Shopify bills a plan every 30 days or every year (AppPricingInterval). */
export const shopifyIntervalOf = (cycleDays: number) =>
  cycleDays === 30 ? ('EVERY_30_DAYS' as const) : ('ANNUAL' as const);

const periodDays = (cycleDays: number) => (cycleDays === 30 ? 30 : 365);

/** Serialises the settling of one owner's subscriptions (webhooks arrive concurrently). */
async function lockOwner(tx: Database, ownerId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
}

async function cycleOf(tx: Database, planKey: string): Promise<number> {
  const [plan] = await tx.select({ cycle: plans.cycle }).from(plans).where(eq(plans.key, planKey));
  return plan?.cycle ?? 30;
}

async function hasLiveStripe(tx: Database, ownerId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.ownerId, ownerId),
        eq(subscriptions.provider, 'stripe'),
        inArray(subscriptions.status, ['active', 'past_due']),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Our view of an owner's Shopify subscriptions from Shopify's statuses (ADR 024). Of those that
 * bill (ACTIVE or FROZEN) the oldest is in force — a newer ACTIVE one is a replacement approved
 * for the end of the cycle, shown as the pending plan — PENDING ones wait for approval, the rest
 * are over. The owner's plan follows the one in force; when none is left (and no Stripe
 * subscription is live), the free plan. A FROZEN one keeps the plan for the grace period.
 * `periodEnds` are Shopify's currentPeriodEnd by subscription id, when they were read; a new
 * period end of the one in force schedules reading the next (renewals send no webhook).
 */
export async function settleShopifySubscriptions(
  tx: Database,
  ownerId: string,
  now: Date,
  hooks: SettleHooks,
  periodEnds: ReadonlyMap<string, Date | null> = new Map(),
): Promise<SubscriptionRow[]> {
  await lockOwner(tx, ownerId);
  const rows = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.ownerId, ownerId), eq(subscriptions.provider, 'shopify')))
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
  const billing = rows.filter((row) => BILLING.has(row.providerStatus ?? ''));
  const inForce = billing[0] ?? null;
  const replacement = billing.length > 1 ? billing.at(-1)! : null;

  const changed: SubscriptionRow[] = [];
  let ended = false;
  for (const row of rows) {
    let next: Partial<SubscriptionRow>;
    if (row === inForce) {
      const frozen = row.providerStatus === 'FROZEN';
      const graceUntil = frozen
        ? (row.graceUntil ?? new Date(now.getTime() + GRACE_PERIOD_DAYS * DAY_MS))
        : null;
      if (frozen && !row.graceUntil) await hooks.onGrace(tx, row.id, graceUntil!);
      const end = periodEnds.get(row.providerSubscriptionId);
      if (end && end.getTime() !== row.currentPeriodEnd?.getTime())
        await hooks.onPeriodEnd(tx, row.id, end);
      const days = periodDays(await cycleOf(tx, row.planKey));
      next = {
        status: frozen ? 'past_due' : 'active',
        graceUntil,
        pendingPlanKey: replacement?.planKey ?? null,
        ...(end
          ? { currentPeriodEnd: end, currentPeriodStart: new Date(end.getTime() - days * DAY_MS) }
          : {}),
      };
    } else {
      const status: SubscriptionStatus =
        billing.includes(row) || row.providerStatus === 'PENDING' ? 'incomplete' : 'canceled';
      if (status === 'canceled' && (row.status === 'active' || row.status === 'past_due'))
        ended = true;
      next = { status, graceUntil: null, pendingPlanKey: null };
    }
    const differs = (Object.keys(next) as Array<keyof SubscriptionRow>).some(
      (key) => String(next[key] ?? null) !== String(row[key] ?? null),
    );
    if (differs) changed.push(await updateSubscription(tx, row.id, next));
  }

  if (inForce) {
    const current = changed.find((row) => row.id === inForce.id) ?? inForce;
    if (current.status === 'active' || (current.graceUntil && current.graceUntil > now))
      await setOwnerPlan(tx, ownerId, inForce.planKey);
  } else if (ended && !(await hasLiveStripe(tx, ownerId))) {
    // the subscription ended: the free plan; nothing the merchant made is touched
    await setOwnerPlan(tx, ownerId, DEFAULT_FREE_PLAN_KEY);
  }
  return changed;
}

export interface ShopifySubscriptionUpdate {
  /** gid://shopify/AppSubscription/… */
  id: string;
  status: string;
  updatedAt: Date;
}

/** The app_subscriptions/update body; null when it is not one. */
export function parseAppSubscriptionUpdate(payload: unknown): ShopifySubscriptionUpdate | null {
  const body = (payload as { app_subscription?: Record<string, unknown> } | null)?.app_subscription;
  const id = body?.admin_graphql_api_id;
  const status = body?.status;
  const updatedAt = new Date(String(body?.updated_at ?? ''));
  if (typeof id !== 'string' || !id.startsWith('gid://shopify/AppSubscription/')) return null;
  if (typeof status !== 'string' || Number.isNaN(updatedAt.getTime())) return null;
  return { id, status: status.toUpperCase(), updatedAt };
}

export type AppliedShopifyUpdate =
  { outcome: 'ignored' } | { outcome: 'changed'; subscriptions: SubscriptionRow[] };

/**
 * An app_subscriptions/update: the subscription's Shopify status is recorded (an update older
 * than the last one applied is ignored — deliveries come in any order and again), then the
 * owner's subscriptions are settled. A subscription we did not create is not ours.
 */
export async function applyShopifySubscriptionUpdate(
  db: Database,
  update: ShopifySubscriptionUpdate,
  now: Date,
  hooks: SettleHooks,
  periodEnds: ReadonlyMap<string, Date | null>,
): Promise<AppliedShopifyUpdate> {
  const [found] = await db
    .select({ ownerId: subscriptions.ownerId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, 'shopify'),
        eq(subscriptions.providerSubscriptionId, update.id),
      ),
    );
  if (!found) return { outcome: 'ignored' };
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Database;
    await lockOwner(tx, found.ownerId);
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.provider, 'shopify'),
          eq(subscriptions.providerSubscriptionId, update.id),
        ),
      );
    if (!row || (row.lastEventAt && update.updatedAt < row.lastEventAt))
      return { outcome: 'ignored' };
    await updateSubscription(tx, row.id, {
      providerStatus: update.status,
      lastEventAt: update.updatedAt,
    });
    const changed = await settleShopifySubscriptions(tx, row.ownerId, now, hooks, periodEnds);
    return { outcome: 'changed', subscriptions: changed };
  });
}

/**
 * The app was uninstalled from a shop: Shopify cancels its subscriptions there. Done here too, so
 * the plan follows even if their own updates never arrive.
 */
export async function endShopSubscriptions(
  db: Database,
  shop: string,
  now: Date,
  hooks: SettleHooks,
): Promise<SubscriptionRow[]> {
  const owners = await db
    .selectDistinct({ ownerId: subscriptions.ownerId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, 'shopify'),
        eq(subscriptions.providerCustomerId, shop),
        ne(subscriptions.status, 'canceled'),
      ),
    );
  const changed: SubscriptionRow[] = [];
  for (const { ownerId } of owners)
    changed.push(
      ...(await db.transaction(async (trx) => {
        const tx = trx as unknown as Database;
        await lockOwner(tx, ownerId);
        await tx
          .update(subscriptions)
          .set({ providerStatus: 'CANCELLED', updatedAt: sql`now()` })
          .where(
            and(
              eq(subscriptions.ownerId, ownerId),
              eq(subscriptions.provider, 'shopify'),
              eq(subscriptions.providerCustomerId, shop),
              inArray(subscriptions.providerStatus, ['PENDING', 'ACTIVE', 'FROZEN']),
            ),
          );
        return settleShopifySubscriptions(tx, ownerId, now, hooks);
      })),
    );
  return changed;
}
