import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { workplaces } from './workplaces';

/**
 * Where an order's lines are placed (spec 002 §4): a supplier's API, the own fulfilment service
 * (`omni`, the whole order; ADR 037), or by the merchant by hand.
 */
export type PlacementSource = 'aliexpress' | 'cj' | 'omni' | 'manual';
/** The progress-panel states of spec 002 §4. */
export type PlacementStatus = 'processing' | 'success' | 'error';

/** A parcel a source reported for its order: the tracking number and, when it said, the carrier. */
export interface SourceParcel {
  trackingNumber: string;
  carrier?: string;
  /**
   * The source order (its number) that reported the parcel, recorded for a placement the source
   * split into several orders (ADR 040, amended): which seller has shipped, and which not yet.
   */
  sourceOrderNo?: string;
}

/** One line as it is sent to the supplier (fixed at confirm, so a retry sends the same order). */
export interface PlacementLine {
  line_item_id: string;
  product_id: string;
  sku_id: string;
  quantity: number;
  /** The supplier's logistics service code chosen in the preview (`omni`: the service's own). */
  service_code: string;
  /** omni placements (ADR 037): the line's title, and the supplier of product_id ('' if none). */
  title?: string;
  supplier_source?: string | null;
}

/**
 * An order placed with one source: the entry of the placement progress panel and the state of its
 * job. `reference` is our order number as the supplier receives it (CJ orderNumber, AliExpress
 * out_order_id): unique, and the same on every retry of one generation, so the supplier recognises
 * a repeated create. `generation` grows when a failed or reverted placement is recreated.
 */
export const orderPlacements = pgTable(
  'order_placements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    source: text('source').$type<PlacementSource>().notNull(),
    status: text('status').$type<PlacementStatus>().notNull().default('processing'),
    generation: integer('generation').notNull().default(1),
    reference: text('reference').notNull(),
    lines: jsonb('lines').$type<PlacementLine[]>().notNull().default([]),
    /** The supplier's order numbers, as it sends them (AliExpress splits per seller). */
    sourceOrderNumbers: jsonb('source_order_numbers').$type<string[]>().notNull().default([]),
    /** spec 002 §8 error key, or null. */
    errorKey: text('error_key'),
    warningKey: text('warning_key'),
    /** What the supplier charges (products and shipping), in minor units of cost_currency. */
    costMinor: bigint('cost_minor', { mode: 'number' }),
    costCurrency: text('cost_currency'),
    /**
     * The source's own status of its order as last observed by the source order sync (own
     * service: received, sourcing, shipped, delivered, rejected), and when; null before the first
     * observation. A failed read keeps them.
     */
    sourceStatus: text('source_status'),
    sourceStatusAt: timestamp('source_status_at', { withTimezone: true }),
    /**
     * Each source order's own status word at the last read, by its order number, when the source
     * split the placement into several orders (AliExpress, one per seller; ADR 040 amended).
     * `source_status` is then their combined word. Every read writes it, one entry per number.
     */
    sourceOrderStatuses: jsonb('source_order_statuses')
      .$type<Record<string, string>>()
      .notNull()
      .default({}),
    /**
     * Every parcel the source reported for this placement's order at its last read, in its order
     * (AliExpress may ship one order as several parcels, ADR 040 amended): which parcels are this
     * source order's own, as parcel_trackings names only the order (its reference).
     */
    sourceParcels: jsonb('source_parcels').$type<SourceParcel[]>().notNull().default([]),
    /**
     * What the supplier payment kept between its calls, per source order number (CJ: the parent
     * order id and payment id of its cart path, ADR 043), so a retry goes on instead of starting
     * over. Ids as the source sent them.
     */
    sourcePaymentRefs: jsonb('source_payment_refs')
      .$type<Record<string, Record<string, string>>>()
      .notNull()
      .default({}),
    /** Set once the supplier has been paid for this placement. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentId: uuid('payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_placements_reference_unique').on(t.reference),
    uniqueIndex('order_placements_order_source_unique').on(t.orderId, t.source),
    index('order_placements_workplace_status_idx').on(t.workplaceId, t.status),
  ],
);

export type OrderPlacementRow = typeof orderPlacements.$inferSelect;

/** spec 002 §9 pay methods, and the wallet. */
export type OrderPaymentMethod = 'wallet' | 'credit_card' | 'paypal';
export type OrderPaymentStatus = 'pending' | 'paid' | 'failed' | 'cancelled';

/**
 * One payment for one or more placed orders (POST /orders/v5/payment): from the wallet through the
 * ledger (key `order-payment:<id>`), or by card / PayPal through a hosted checkout.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    method: text('method').$type<OrderPaymentMethod>().notNull(),
    status: text('status').$type<OrderPaymentStatus>().notNull().default('pending'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    placementIds: jsonb('placement_ids').$type<string[]>().notNull(),
    /** The hosted checkout (card / PayPal) and where the payer goes. */
    checkoutId: text('checkout_id'),
    checkoutUrl: text('checkout_url'),
    errorKey: text('error_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_payments_workplace_idx').on(t.workplaceId, t.createdAt)],
);

export type OrderPaymentRow = typeof orderPayments.$inferSelect;

/**
 * Order placement and payment settings of a workplace (spec 002 §7 fulfillment-setting, §9
 * payment preference). No row: the defaults.
 */
export const orderFulfillmentSettings = pgTable('order_fulfillment_settings', {
  workplaceId: uuid('workplace_id')
    .primaryKey()
    .references(() => workplaces.id, { onDelete: 'cascade' }),
  defaultSource: text('default_source'),
  shippingPreference: text('shipping_preference').notNull().default('cheapest'),
  autoFulfillSources: jsonb('auto_fulfill_sources').$type<string[]>().notNull().default([]),
  /**
   * Since when automatic fulfilment has been on (a source listed), null while off: an order that
   * arrived since then and waits for its product's mapping is placed once mapped (ADR 039).
   */
  autoFulfillSince: timestamp('auto_fulfill_since', { withTimezone: true }),
  paymentBehavior: text('payment_behavior').notNull().default('auto'),
  payMethod: text('pay_method').notNull().default('credit_card'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
