import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { workplaces } from './workplaces';

/**
 * A workplace's onboarding to the own fulfilment service (PUT auth/account/omni-fulfillment/view,
 * /interact, /confirm; ADR 037). Each step keeps the first time it happened; `confirmed_at` set
 * means `omni` may be chosen as a source. No row: nothing done yet.
 */
export const omniFulfillmentEnrolments = pgTable('omni_fulfillment_enrolments', {
  workplaceId: uuid('workplace_id')
    .primaryKey()
    .references(() => workplaces.id, { onDelete: 'cascade' }),
  viewedAt: timestamp('viewed_at', { withTimezone: true }),
  interactedAt: timestamp('interacted_at', { withTimezone: true }),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** Who confirmed (the merchant's user); null once that user is gone. */
  confirmedBy: uuid('confirmed_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type OmniFulfillmentEnrolmentRow = typeof omniFulfillmentEnrolments.$inferSelect;
