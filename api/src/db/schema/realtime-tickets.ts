import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { workplaces } from './workplaces';

/**
 * One-time tickets that open a realtime stream (SHA-256 hashes). In the database rather than in
 * one process's memory: behind a load balancer the ticket may be issued by one API process and
 * spent at another (ADR 020).
 */
export const realtimeTickets = pgTable(
  'realtime_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('realtime_tickets_expires_at_idx').on(t.expiresAt)],
);
