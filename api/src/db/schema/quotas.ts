import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * What a plan owner used of each feature quota (spec 000 §3 feature keys) in one billing period.
 * A new period starts a new row, which is how quotas reset each cycle; rows of past periods stay
 * as history. Written only by api/src/modules/quotas (one atomic upsert per consumption).
 */
export const quotaUsage = pgTable(
  'quota_usage',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feature: text('feature').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    used: integer('used').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.feature, t.periodStart] })],
);
