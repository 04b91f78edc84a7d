import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { workplaces } from './workplaces';

/** The rule every line of a bulk change takes: the cheapest or fastest method, or one carrier's. */
export type ShippingChangeRule = { pick: 'cheapest' | 'fastest' } | { service_code: string };

/**
 * A bulk change of shipping methods (POST orders/v5/update-multiple-shipping-method) and the state
 * of its job: it asks the suppliers about every line, so it runs queued. `results` holds, per
 * order already done, the lines that kept their method and why (error key); an order is written
 * there in the transaction that saves its lines, so a worker killed midway resumes at the next
 * order and never saves or logs one twice.
 */
export const orderShippingChanges = pgTable(
  'order_shipping_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    /** Who asked (the order log's actor); null once the user is gone. */
    userId: uuid('user_id'),
    orderIds: jsonb('order_ids').$type<string[]>().notNull(),
    rule: jsonb('rule').$type<ShippingChangeRule>().notNull(),
    /** processing → done. */
    status: text('status').$type<'processing' | 'done'>().notNull().default('processing'),
    /** Orders done of `order_ids`. */
    done: integer('done').notNull().default(0),
    /** Lines whose method changed. */
    updated: integer('updated').notNull().default(0),
    /** order id → (line item id → error key) for each order done; {} when every line changed. */
    results: jsonb('results').$type<Record<string, Record<string, string>>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_shipping_changes_workplace_idx').on(t.workplaceId, t.createdAt)],
);

export type OrderShippingChangeRow = typeof orderShippingChanges.$inferSelect;
