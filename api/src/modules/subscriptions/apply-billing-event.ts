import { and, eq, sql } from 'drizzle-orm';
import { GRACE_PERIOD_DAYS } from '@omni/shared/contracts/billing';
import { DEFAULT_FREE_PLAN_KEY } from '@omni/shared/plans';
import type { Database } from '../../db/database';
import {
  paymentWebhookEvents,
  subscriptionInvoices,
  subscriptions,
  users,
  type SubscriptionProvider,
  type SubscriptionRow,
  type SubscriptionStatus,
} from '../../db/schema';
import type {
  BillingEvent,
  ProviderInvoice,
  ProviderSubscription,
} from '../../integrations/payments/payment-provider';
import { isUuid } from '../../http/is-uuid';
import { findPlan, updateSubscription } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export type AppliedBillingEvent =
  | { outcome: 'duplicate' | 'ignored' }
  | {
      outcome: 'changed';
      subscription: SubscriptionRow;
      /** Set while a failed renewal's grace period runs. */
      graceUntil: Date | null;
    };

/** Stripe's subscription statuses in ours. */
function statusOf(provider: string, deleted: boolean): SubscriptionStatus {
  if (deleted) return 'canceled';
  switch (provider) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      return 'incomplete';
  }
}

const at = (seconds: number | null) => (seconds == null ? null : new Date(seconds * 1000));

/** Who subscribed, from the metadata we set at checkout; unknown → not one of ours. */
function ownerOf(metadata: Record<string, string>) {
  const ownerId = metadata.owner_id;
  if (!ownerId || !isUuid(ownerId)) return null;
  const workplaceId =
    metadata.workplace_id && isUuid(metadata.workplace_id) ? metadata.workplace_id : null;
  return { ownerId, workplaceId, planKey: metadata.plan_key ?? null };
}

async function lockRow(
  tx: Database,
  provider: SubscriptionProvider,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider),
        eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
      ),
    )
    .for('update');
  return row ?? null;
}

async function insertRow(
  tx: Database,
  provider: SubscriptionProvider,
  id: string,
  owner: { ownerId: string; workplaceId: string | null; planKey: string },
  status: SubscriptionStatus,
): Promise<SubscriptionRow> {
  // a concurrent first event for the same subscription inserted it: take that one
  await tx
    .insert(subscriptions)
    .values({
      ownerId: owner.ownerId,
      workplaceId: owner.workplaceId,
      provider,
      providerSubscriptionId: id,
      planKey: owner.planKey,
      status,
    })
    .onConflictDoNothing();
  return (await lockRow(tx, provider, id))!;
}

export async function setOwnerPlan(tx: Database, ownerId: string, planKey: string): Promise<void> {
  await tx
    .update(users)
    .set({ planKey, updatedAt: sql`now()` })
    .where(eq(users.id, ownerId));
}

async function applySubscription(
  tx: Database,
  provider: SubscriptionProvider,
  event: { created: number; deleted: boolean; subscription: ProviderSubscription },
): Promise<AppliedBillingEvent> {
  const sub = event.subscription;
  const owner = ownerOf(sub.metadata);
  let row = await lockRow(tx, provider, sub.id);
  if (!row) {
    if (!owner?.planKey) return { outcome: 'ignored' };
    row = await insertRow(tx, provider, sub.id, { ...owner, planKey: owner.planKey }, 'incomplete');
  }
  // events arrive in any order: an older state never overwrites a newer one
  const created = new Date(event.created * 1000);
  if (row.lastEventAt && created < row.lastEventAt) return { outcome: 'ignored' };
  const status = statusOf(sub.status, event.deleted);
  const updated = await updateSubscription(tx, row.id, {
    status,
    providerCustomerId: sub.customerId ?? row.providerCustomerId,
    currentPeriodStart: at(sub.periodStart) ?? row.currentPeriodStart,
    currentPeriodEnd: at(sub.periodEnd) ?? row.currentPeriodEnd,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    lastEventAt: created,
    ...(status === 'active' ? { graceUntil: null } : {}),
    ...(status === 'canceled' ? { pendingPlanKey: null, graceUntil: null } : {}),
  });
  // the subscription ended: the free plan, and nothing the merchant made is touched
  if (status === 'canceled' && row.status !== 'canceled')
    await setOwnerPlan(tx, updated.ownerId, DEFAULT_FREE_PLAN_KEY);
  return { outcome: 'changed', subscription: updated, graceUntil: null };
}

/** Queues the end of a grace period, in the transaction that started it. */
export type OnGrace = (tx: Database, subscriptionId: string, graceUntil: Date) => Promise<void>;

async function applyInvoice(
  tx: Database,
  provider: SubscriptionProvider,
  invoice: ProviderInvoice,
  now: Date,
  onGrace: OnGrace,
): Promise<AppliedBillingEvent> {
  const owner = ownerOf(invoice.metadata);
  let row = await lockRow(tx, provider, invoice.subscriptionId);
  if (!row) {
    if (!owner?.planKey) return { outcome: 'ignored' };
    row = await insertRow(
      tx,
      provider,
      invoice.subscriptionId,
      { ...owner, planKey: owner.planKey },
      'incomplete',
    );
  }
  await tx
    .insert(subscriptionInvoices)
    .values({
      provider,
      providerInvoiceId: invoice.id,
      ownerId: row.ownerId,
      providerSubscriptionId: invoice.subscriptionId,
      planKey: invoice.metadata.plan_key ?? null,
      amountMinor: invoice.amountMinor,
      currency: invoice.currency,
      status: invoice.status,
      billingReason: invoice.billingReason,
      periodStart: at(invoice.periodStart),
      periodEnd: at(invoice.periodEnd),
      hostedUrl: invoice.hostedUrl,
      createdAt: new Date(invoice.created * 1000),
    })
    .onConflictDoUpdate({
      target: [subscriptionInvoices.provider, subscriptionInvoices.providerInvoiceId],
      // a failed invoice paid later (a new card in the portal) ends paid; paid stays paid
      set: {
        status: sql`CASE WHEN ${subscriptionInvoices.status} = 'paid' THEN 'paid' ELSE excluded.status END`,
        amountMinor: sql`CASE WHEN ${subscriptionInvoices.status} = 'paid' THEN ${subscriptionInvoices.amountMinor} ELSE excluded.amount_minor END`,
        updatedAt: sql`now()`,
      },
    });
  if (row.status === 'canceled') return { outcome: 'changed', subscription: row, graceUntil: null };

  if (invoice.status === 'failed') {
    const graceUntil = row.graceUntil ?? new Date(now.getTime() + GRACE_PERIOD_DAYS * DAY_MS);
    const updated = await updateSubscription(tx, row.id, { status: 'past_due', graceUntil });
    if (!row.graceUntil) await onGrace(tx, row.id, graceUntil);
    return { outcome: 'changed', subscription: updated, graceUntil };
  }
  // paid: the plan it paid for is in force (a first payment, an upgrade, a renewal that
  // carries a downgrade), for the period it paid for
  const paidPlan = invoice.metadata.plan_key ?? row.planKey;
  const plan = (await findPlan(tx, paidPlan)) ? paidPlan : row.planKey;
  const periodStart = at(invoice.periodStart);
  const periodEnd = at(invoice.periodEnd);
  const later = !row.currentPeriodEnd || (periodEnd && periodEnd >= row.currentPeriodEnd);
  const updated = await updateSubscription(tx, row.id, {
    status: 'active',
    planKey: plan,
    pendingPlanKey: row.pendingPlanKey === plan ? null : row.pendingPlanKey,
    graceUntil: null,
    ...(later && periodStart && periodEnd
      ? { currentPeriodStart: periodStart, currentPeriodEnd: periodEnd }
      : {}),
  });
  await setOwnerPlan(tx, updated.ownerId, plan);
  return { outcome: 'changed', subscription: updated, graceUntil: null };
}

/**
 * Records a verified billing event once and moves the subscription and the owner's plan. The
 * plan changes only with a paid invoice (what was paid for is what applies), a subscription
 * that ends gives the free plan, and a failed renewal starts the grace period.
 */
export async function applyBillingEvent(
  db: Database,
  provider: SubscriptionProvider,
  event: BillingEvent,
  now: Date,
  onGrace: OnGrace,
): Promise<AppliedBillingEvent> {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Database;
    const recorded = await tx
      .insert(paymentWebhookEvents)
      .values({ provider, eventId: event.id, type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: paymentWebhookEvents.eventId });
    if (recorded.length === 0) return { outcome: 'duplicate' };
    if ('invoice' in event) return applyInvoice(tx, provider, event.invoice, now, onGrace);
    return applySubscription(tx, provider, {
      created: event.created,
      deleted: event.type === 'subscription.deleted',
      subscription: event.subscription,
    });
  });
}

/**
 * The grace period of a failed renewal is over and nothing was paid: the owner is on the free
 * plan (the subscription stays past_due; a later payment brings the paid plan back).
 */
export async function endGrace(db: Database, subscriptionId: string, now: Date): Promise<boolean> {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Database;
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId))
      .for('update');
    if (!row || row.status !== 'past_due' || !row.graceUntil || row.graceUntil > now) return false;
    await setOwnerPlan(tx, row.ownerId, DEFAULT_FREE_PLAN_KEY);
    return true;
  });
}
