import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { PlanInvoice, SubscriptionView } from '@omni/shared/contracts/billing';
import type { Database } from '../../db/database';
import {
  plans,
  subscriptionInvoices,
  subscriptions,
  users,
  workplaces,
  type SubscriptionInvoiceRow,
  type SubscriptionRow,
} from '../../db/schema';

/** The owner of the workplace's plan, and the plan in force. */
export async function workplacePlanOwner(db: Database, workplaceId: string) {
  const [row] = await db
    .select({
      ownerId: users.id,
      email: users.email,
      planKey: users.planKey,
      paymentMode: users.paymentMode,
    })
    .from(workplaces)
    .innerJoin(users, eq(users.id, workplaces.ownerId))
    .where(eq(workplaces.id, workplaceId));
  return row ?? null;
}

export async function findPlan(db: Database, key: string) {
  const [row] = await db.select().from(plans).where(eq(plans.key, key));
  return row ?? null;
}

/**
 * The owner's subscription that is not over: the one in force (active, or past due in its grace
 * period), else the newest still waiting for its first payment or approval.
 */
export async function liveSubscription(
  db: Database,
  ownerId: string,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.ownerId, ownerId), ne(subscriptions.status, 'canceled')))
    .orderBy(
      desc(sql`${subscriptions.status} IN ('active', 'past_due')`),
      desc(subscriptions.createdAt),
    )
    .limit(1);
  return row ?? null;
}

export async function updateSubscription(
  db: Database,
  id: string,
  values: Partial<typeof subscriptions.$inferInsert>,
): Promise<SubscriptionRow> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(subscriptions.id, id))
    .returning();
  return row!;
}

export async function listInvoices(
  db: Database,
  ownerId: string,
): Promise<SubscriptionInvoiceRow[]> {
  return db
    .select()
    .from(subscriptionInvoices)
    .where(eq(subscriptionInvoices.ownerId, ownerId))
    .orderBy(desc(subscriptionInvoices.createdAt))
    .limit(200);
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function toSubscriptionView(row: SubscriptionRow): SubscriptionView {
  return {
    provider: row.provider,
    status: row.status,
    plan_key: row.planKey,
    pending_plan_key: row.pendingPlanKey,
    current_period_start: iso(row.currentPeriodStart),
    current_period_end: iso(row.currentPeriodEnd),
    cancel_at_period_end: row.cancelAtPeriodEnd,
    grace_until: iso(row.graceUntil),
  };
}

export function toInvoiceView(row: SubscriptionInvoiceRow): PlanInvoice {
  return {
    id: row.providerInvoiceId,
    plan_key: row.planKey,
    amount_minor: row.amountMinor,
    currency: row.currency,
    status: row.status,
    billing_reason: row.billingReason,
    period_start: iso(row.periodStart),
    period_end: iso(row.periodEnd),
    hosted_url: row.hostedUrl,
    created_at: row.createdAt.toISOString(),
  };
}
