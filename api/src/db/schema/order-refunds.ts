import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orderPlacements } from './order-placements';
import { orders } from './orders';
import { workplaces } from './workplaces';

/** One line of a refund request: our line item and how many of its units (spec 002 §7). */
export interface RefundLine {
  line_item_id: string;
  quantity: number;
}

/**
 * A refund the merchant asked a source for, for one placed and paid source order (spec 002 §4,
 * §5, §7; ADR 048). `status` is the display status of spec 002 §4 and the order's refund tab:
 * pending (asked, not decided), accepted (the source agreed; money back outside the wallet),
 * completed (the money is back in the wallet), rejected. `supplier_refund_id` is the source's own
 * id (CJ dispute id, the own service's refund id) once it answered; `wallet_entry_key` the ledger
 * key of the money given back, set exactly when it was.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    placementId: uuid('placement_id')
      .notNull()
      .references(() => orderPlacements.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    status: text('status').notNull().default('pending'),
    reason: text('reason').notNull(),
    note: text('note'),
    lines: jsonb('lines').$type<RefundLine[]>().notNull(),
    /** What the merchant asks back, in minor units of `currency` (the placement's cost currency). */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    userId: uuid('user_id'),
    supplierRefundId: text('supplier_refund_id'),
    /** The source's own status word at the last read (CJ dispute status, the service's status). */
    supplierStatus: text('supplier_status'),
    /** Why the source did not take the request (a spec 002 §8 style key), or null. */
    errorKey: text('error_key'),
    walletEntryKey: text('wallet_entry_key'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.workplaceId, t.orderId, t.createdAt),
    // one open request per source order: a second is refused (RefundAlreadyOpen)
    uniqueIndex('order_refunds_open_unique')
      .on(t.placementId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export type OrderRefundRow = typeof orderRefunds.$inferSelect;
