import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { workplaces } from './workplaces';

/** Who bills the plan: Stripe for standalone merchants, Shopify's Billing API for embedded ones. */
export type SubscriptionProvider = 'stripe' | 'shopify';
/**
 * incomplete: created, first payment not confirmed; active: paid for the period; past_due: a
 * renewal failed and the grace period runs; canceled: over (the owner is back on the free plan).
 */
export type SubscriptionStatus = 'incomplete' | 'active' | 'past_due' | 'canceled';

/**
 * A plan owner's paid subscription as the provider reports it (webhooks move it). The plan in
 * force stays on `users.plan_key`; this row says why and until when. Outside ids are kept as
 * the provider's strings.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The workplace the merchant subscribed from (realtime events go there). */
    workplaceId: uuid('workplace_id').references(() => workplaces.id, { onDelete: 'set null' }),
    provider: text('provider').$type<SubscriptionProvider>().notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    providerCustomerId: text('provider_customer_id'),
    planKey: text('plan_key').notNull(),
    /** A downgrade waiting for the end of the paid period. */
    pendingPlanKey: text('pending_plan_key'),
    status: text('status').$type<SubscriptionStatus>().notNull().default('incomplete'),
    /**
     * The provider's own status when ours can't say it (Shopify: PENDING, ACTIVE, FROZEN,
     * CANCELLED …). Two Shopify subscriptions can be ACTIVE at once — a deferred replacement
     * waits for the current one's cycle to end — so which one is in force is decided from these.
     */
    providerStatus: text('provider_status'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** Set by a failed renewal: the paid plan stays until then, then the free plan. */
    graceUntil: timestamp('grace_until', { withTimezone: true }),
    /** `created` of the newest subscription event applied: older ones arriving late are ignored. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_provider_id_unique').on(t.provider, t.providerSubscriptionId),
    index('subscriptions_owner_idx').on(t.ownerId, t.createdAt),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export type SubscriptionInvoiceStatus = 'paid' | 'failed';

/** Plan invoices the provider reported (payments/user/payment-logs). Amounts in minor units. */
export const subscriptionInvoices = pgTable(
  'subscription_invoices',
  {
    provider: text('provider').$type<SubscriptionProvider>().notNull(),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    planKey: text('plan_key'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<SubscriptionInvoiceStatus>().notNull(),
    /** Stripe's billing_reason: subscription_create, subscription_cycle, subscription_update … */
    billingReason: text('billing_reason'),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    /** The provider's page for the invoice, when it has one. */
    hostedUrl: text('hosted_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.providerInvoiceId] }),
    index('subscription_invoices_owner_idx').on(t.ownerId, t.createdAt),
  ],
);

export type SubscriptionInvoiceRow = typeof subscriptionInvoices.$inferSelect;
