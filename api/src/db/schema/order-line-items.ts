import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders, type ChannelTaxLine } from './orders';
import { workplaces } from './workplaces';

/** spec 002 §3 shipping_info. */
export interface ShippingInfo {
  /** The supplier's code of the method (FreightOption.serviceCode), when chosen here. */
  service_code?: string;
  service_name: string;
  amount: number;
  processing_time: string;
  delivery_time: string;
}

/**
 * A line of a channel order (spec 002 §3 Line item). The `platform_*`, title, sku, quantity and
 * price columns mirror the channel and are refreshed by ingest; the sourcing columns
 * (source_product_id … replace_supplier) belong to the order flow and ingest never touches them.
 */
export const orderLineItems = pgTable(
  'order_line_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    platformOrderId: text('platform_order_id').notNull(),
    platformLineItemId: text('platform_line_item_id').notNull(),
    platformProductId: text('platform_product_id'),
    platformVariantId: text('platform_variant_id'),
    title: text('title').notNull(),
    variantTitle: text('variant_title'),
    sku: text('sku'),
    imageUrl: text('image_url'),
    quantity: integer('quantity').notNull(),
    /** Unit selling price on the channel, in the order currency. */
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    /** Discount on the whole line, in the order currency; taxes as the channel sent them. */
    totalDiscount: numeric('total_discount', { precision: 14, scale: 2 }),
    taxLines: jsonb('tax_lines').$type<ChannelTaxLine[]>().notNull().default([]),
    // sourcing (spec 002 §3), filled when the item is mapped to a supplier product
    /**
     * The supplier of a line the merchant made here (an order made by hand, ADR 035), with
     * source_product_id and sku_id: the import's own mapping. Null on channel lines, whose supplier
     * is the push's variant link.
     */
    source: text('source'),
    sourceProductId: text('source_product_id'),
    skuId: text('sku_id'),
    shippingFee: numeric('shipping_fee', { precision: 14, scale: 2 }),
    shippingInfo: jsonb('shipping_info').$type<ShippingInfo>(),
    shippingWarehouse: text('shipping_warehouse'),
    /**
     * {product}_recommend (omni_recommend in the API, ADR 037): what the own fulfilment service
     * answered when it took the line, its shipping_info and its request number; null before.
     * (can_place_by_{product} is not stored: it follows from the workplace's enrolment.)
     */
    ownRecommend: jsonb('own_recommend').$type<{
      shipping_info: ShippingInfo | null;
      source_order_id: string | null;
    }>(),
    sourceRecommend: jsonb('source_recommend').$type<Record<string, unknown>>(),
    disabled: boolean('disabled').notNull().default(false),
    /** The supplier product the line is placed with instead (change-supplier). */
    replaceSupplier: jsonb('replace_supplier').$type<{
      /** aliexpress | cj; absent on rows from before change-supplier named it (same source). */
      source?: string;
      source_product_id: string;
      sku_id: string;
      /**
       * What the supplier quoted for one unit of the sku when the merchant chose it, in minor
       * units (the order's estimated product cost); absent on replacements from before it was kept.
       */
      cost?: { amount: number; currency: string };
    }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_line_items_order_platform_unique').on(t.orderId, t.platformLineItemId),
    index('order_line_items_workplace_idx').on(t.workplaceId),
  ],
);

export type OrderLineItemRow = typeof orderLineItems.$inferSelect;
