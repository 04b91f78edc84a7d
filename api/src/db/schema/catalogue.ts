import { sql } from 'drizzle-orm';
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
import type {
  PricingRule,
  ProductImage,
  ProductOption,
  ProductVariant,
} from '@omni/shared/contracts/catalogue';
import type { PodDesignInfo } from '@omni/shared/contracts';
import { stores } from './stores';
import { workplaces } from './workplaces';

/**
 * Imported products (the import list): what the merchant edits and pushes (issue 9, ADR 008).
 * Options, variants and images are one document each in the row, written together by the editor
 * under the optimistic `version`; the list's columns (cost and price ranges, variant count) are
 * kept from the variants by the service on every write, so a list page reads one row per item.
 * Money is in minor units: costs in `cost_currency` (the supplier's), prices in `currency`.
 */
export const importListItems = pgTable(
  'import_list_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    source: text('source').notNull(),
    sourceProductId: text('source_product_id').notNull(),
    /** The product page at the supplier. */
    sourceUrl: text('source_url'),
    supplierName: text('supplier_name'),
    shipTo: text('ship_to').notNull().default('US'),
    descriptionHtml: text('description_html').notNull().default(''),
    productType: text('product_type').notNull().default(''),
    vendor: text('vendor').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    collections: text('collections')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    options: jsonb('options').$type<ProductOption[]>().notNull().default([]),
    variants: jsonb('variants').$type<ProductVariant[]>().notNull().default([]),
    images: jsonb('images').$type<ProductImage[]>().notNull().default([]),
    currency: text('currency').notNull().default('USD'),
    costCurrency: text('cost_currency').notNull().default('USD'),
    costFrom: integer('cost_from').notNull().default(0),
    costTo: integer('cost_to').notNull().default(0),
    priceFrom: integer('price_from').notNull().default(0),
    priceTo: integer('price_to').notNull().default(0),
    variantCount: integer('variant_count').notNull().default(0),
    /**
     * Print on demand (001 §3 design_info): the workplace's design placed on this product, as the
     * pod push carried it; null for other products. Every push of the import takes it along.
     */
    designInfo: jsonb('design_info').$type<PodDesignInfo>(),
    /** Bumped by every write; a save carrying an older one is refused (no silent overwrite). */
    version: integer('version').notNull().default(1),
    /** When the supplier's product data was read into the row; null for imports made before. */
    filledAt: timestamp('filled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // keyset pages: newest / oldest walk the first, price sorts the second (either direction)
    index('import_list_items_recent_idx').on(t.workplaceId, t.createdAt, t.id),
    index('import_list_items_price_idx').on(t.workplaceId, t.priceFrom, t.id),
    // an order line made by hand names its import by supplier product (ADR 035): the order
    // list reads that import's variant cost for each such line (ADR 017, the estimate)
    index('import_list_items_source_idx').on(t.workplaceId, t.source, t.sourceProductId),
    index('import_list_items_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('import_list_items_tags_idx').using('gin', t.tags),
  ],
);

export type ImportListItemRow = typeof importListItems.$inferSelect;

/**
 * Where an import was pushed, per store and channel (written by the push engine, issue 10):
 * the platform's product id as the platform sends it, and when.
 */
export const importPushMarks = pgTable(
  'import_push_marks',
  {
    importListItemId: uuid('import_list_item_id')
      .notNull()
      .references(() => importListItems.id, { onDelete: 'cascade' }),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** PUSH_CHANNELS: the store's platform or one of its sales channels. */
    channel: text('channel').notNull(),
    storeProductId: text('store_product_id').notNull(),
    pushedAt: timestamp('pushed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.importListItemId, t.storeId, t.channel] }),
    index('import_push_marks_workplace_idx').on(t.workplaceId),
  ],
);

/** The workplace's pricing rule (center/products/setting); none saved → the default rule. */
export const cataloguePricingRules = pgTable('catalogue_pricing_rules', {
  workplaceId: uuid('workplace_id')
    .primaryKey()
    .references(() => workplaces.id, { onDelete: 'cascade' }),
  rule: jsonb('rule').$type<PricingRule>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Products in the product center; mapped when linked to a store listing. */
export const productCenterItems = pgTable(
  'product_center_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** Store listing id when mapped to a store product; null when unmapped. */
    platformProductId: text('platform_product_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_center_items_workplace_idx').on(t.workplaceId)],
);
