import { index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { channelCustomers } from './channel-customers';
import { stores } from './stores';
import { workplaces } from './workplaces';

/** How an order reaches its source (spec 002 §3 `via`). */
export type OrderVia = 'api' | 'ext';

/**
 * Channel orders (spec 002 §3 Order). `section` is the order-center tab of spec 002 §2
 * (placement | payment | shipment | cancelled | refund) and `sub_status` its sub-tab; `status` is
 * the product's own order status. What the channel says about the order is kept apart
 * (`channel_status`, `platform_*`) so a later webhook never overwrites the product's progress.
 * Line items, the customer and the addresses live in their own tables.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'set null' }),
    platformOrderId: text('platform_order_id').notNull(),
    countryCode: text('country_code').notNull(),
    status: text('status').notNull(),
    section: text('section').notNull(),
    subStatus: text('sub_status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'shopify' | 'woocommerce' … (the order filter `channel`); null for orders made here. */
    channel: text('channel'),
    /** The number the merchant sees on the channel, e.g. "#1001". */
    orderName: text('order_name'),
    customerId: uuid('customer_id').references(() => channelCustomers.id, {
      onDelete: 'set null',
    }),
    currency: text('currency'),
    subtotalPrice: numeric('subtotal_price', { precision: 14, scale: 2 }),
    shippingPrice: numeric('shipping_price', { precision: 14, scale: 2 }),
    totalPrice: numeric('total_price', { precision: 14, scale: 2 }),
    /** The channel's own status words (e.g. "processing", "paid/unfulfilled"). */
    channelStatus: text('channel_status'),
    platformCreatedAt: timestamp('platform_created_at', { withTimezone: true }),
    /** Newest channel version stored; an older delivery arriving late is ignored. */
    platformUpdatedAt: timestamp('platform_updated_at', { withTimezone: true }),
    /** spec 002 §3: sourceType, via, orderSourceKey, error_message, warning_key, tab_id. */
    sourceType: text('source_type'),
    via: text('via').$type<OrderVia>(),
    orderSourceKey: text('order_source_key'),
    errorMessage: text('error_message'),
    warningKey: text('warning_key'),
    tabId: text('tab_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_workplace_section_idx').on(t.workplaceId, t.section, t.subStatus),
    // one row per channel order: ingest is an upsert on this pair
    uniqueIndex('orders_store_platform_order_unique').on(t.storeId, t.platformOrderId),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
