import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';
import { workplaces } from './workplaces';

/**
 * How many orders each order-center tab holds, per workplace (count-order-status). Kept by
 * statement triggers on `orders` (migration 0031) so the counts are a 30-row read, not a scan of
 * 100,000 orders on every page view. Archived orders are not counted.
 */
export const orderStatusCounts = pgTable(
  'order_status_counts',
  {
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    subStatus: text('sub_status').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.workplaceId, t.section, t.subStatus] })],
);

/** What happened to an order, newest last (GET orders/v4/order_log/order/{orderId}). */
export const orderLogs = pgTable(
  'order_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** A key the UI translates: 'channel_created', 'customer_updated', 'marked' … */
    action: text('action').notNull(),
    /** The facts of the entry (changed fields, source, order number …); never free text. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** Who did it; null for the channel or the system. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_logs_order_idx').on(t.orderId, t.createdAt)],
);

/** The order-list columns a workplace chose per section (core/workplaces/settings/order-column-list). */
export const orderColumnChoices = pgTable('order_column_choices', {
  workplaceId: uuid('workplace_id')
    .primaryKey()
    .references(() => workplaces.id, { onDelete: 'cascade' }),
  /** Section or section/sub-status tab → the visible column keys in order. */
  columns: jsonb('columns').$type<Record<string, string[]>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
