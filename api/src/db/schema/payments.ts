import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { workplaces } from './workplaces';

/** What a checkout pays for: a wallet top-up, or the first payment of a plan subscription. */
export type CheckoutPurpose = 'wallet_topup' | 'subscription';
/** open: waiting for the payer; failed: the last attempt was refused (the payer may retry). */
export type CheckoutSessionStatus = 'open' | 'paid' | 'failed' | 'expired';

/**
 * Hosted checkouts our API created at the card payment provider (Stripe Checkout Sessions), and
 * what the provider's webhooks said became of them. Amounts are in the currency's minor unit.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'stripe' */
    provider: text('provider').notNull(),
    /** The provider's session id (cs_…); webhooks find the row by it. */
    providerSessionId: text('provider_session_id').notNull().unique(),
    purpose: text('purpose').$type<CheckoutPurpose>().notNull(),
    /** The plan a subscription checkout buys. */
    planKey: text('plan_key'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<CheckoutSessionStatus>().notNull().default('open'),
    /** Where the payer pays; null once the checkout is over. */
    url: text('url'),
    /** Created at the local stand-in, not the real provider. */
    sandbox: boolean('sandbox').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('checkout_sessions_workplace_idx').on(t.workplaceId, t.createdAt)],
);

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

/**
 * Every provider webhook event applied, once: a redelivery (Stripe retries for days, longer than
 * the job queue keeps dedupe keys) finds its id here and changes nothing.
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    providerSessionId: text('provider_session_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
