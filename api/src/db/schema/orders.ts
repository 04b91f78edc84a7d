import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { channelCustomers } from './channel-customers';
import { stores } from './stores';
import { workplaces } from './workplaces';

/** How an order reaches its source (spec 002 §3 `via`). */
export type OrderVia = 'api' | 'ext';

/** A shipping method the buyer chose, as the channel sent it (Shopify shipping_lines). */
export interface ChannelShippingLine {
  title: string;
  code: string | null;
  /** Decimal string in the order currency. */
  price: string;
}

/** A tax charged on the order or a line (Shopify tax_lines, WooCommerce tax_lines). */
export interface ChannelTaxLine {
  title: string;
  /** Fraction (0.2 = 20 %) as the channel sent it; null when only the amount is known. */
  rate: string | null;
  price: string;
}

/** A discount applied to the order (Shopify discount_codes, WooCommerce coupon_lines). */
export interface ChannelDiscount {
  code: string;
  /** Decimal string in the order currency. */
  amount: string;
  /** 'fixed_amount' | 'percentage' | 'shipping' … as the channel names it. */
  type: string | null;
}

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
    /**
     * When the buyer ordered: the channel's created time, else when the order was made here. The
     * list's date filter and default sort (spec 002 §9) run on it.
     */
    orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull().defaultNow(),
    /** mark-order (spec 002 §5: the mark filter all / marked 1 / unmarked 0). */
    marked: boolean('marked').notNull().default(false),
    /** mark-archive: an archived order leaves the list and the counts until it is restored. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    // what the channel charged beyond the lines, kept as sent (issue 11 §6)
    totalTax: numeric('total_tax', { precision: 14, scale: 2 }),
    totalDiscounts: numeric('total_discounts', { precision: 14, scale: 2 }),
    taxesIncluded: boolean('taxes_included'),
    shippingLines: jsonb('shipping_lines').$type<ChannelShippingLine[]>().notNull().default([]),
    taxLines: jsonb('tax_lines').$type<ChannelTaxLine[]>().notNull().default([]),
    discounts: jsonb('discounts').$type<ChannelDiscount[]>().notNull().default([]),
    /** The buyer's note at checkout. */
    note: text('note'),
    /**
     * The merchant's reason when they cancelled the order here (PUT orders/order-cancel, ADR 049),
     * shown in the note column of "cancelled by channel"; null when they gave none or did not.
     */
    cancelNote: text('cancel_note'),
    /**
     * The store's latest version of the order says it is cancelled there (Shopify cancelled_at,
     * WooCommerce status cancelled). A merchant's cancellation here can be undone only while the
     * store still has the order open (ADR 049).
     */
    storeCancelled: boolean('store_cancelled').notNull().default(false),
  },
  (t) => [
    // keyset pages of the order center: one index per (tab kind × sort), archived rows left out
    index('orders_list_section_ordered_idx')
      .on(t.workplaceId, t.section, t.orderedAt, t.id)
      .where(sql`${t.archivedAt} is null`),
    index('orders_list_sub_status_ordered_idx')
      .on(t.workplaceId, t.section, t.subStatus, t.orderedAt, t.id)
      .where(sql`${t.archivedAt} is null`),
    index('orders_list_section_updated_idx')
      .on(t.workplaceId, t.section, t.updatedAt, t.id)
      .where(sql`${t.archivedAt} is null`),
    index('orders_list_sub_status_updated_idx')
      .on(t.workplaceId, t.section, t.subStatus, t.updatedAt, t.id)
      .where(sql`${t.archivedAt} is null`),
    index('orders_archived_idx')
      .on(t.workplaceId, t.archivedAt)
      .where(sql`${t.archivedAt} is not null`),
    // one row per channel order: ingest is an upsert on this pair
    uniqueIndex('orders_store_platform_order_unique').on(t.storeId, t.platformOrderId),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
