import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { stores } from './stores';
import { workplaces } from './workplaces';

/** One sellable variant as the store has it (a simple product has one, with the product's SKU). */
export interface StoreProductVariant {
  /** The store's variation id (the product id for a simple product). */
  external_id: string;
  sku: string;
  /** Decimal string in the store's currency, as the store sends it. */
  price: string;
}

/**
 * What we keep of a connected store's own products, kept current by the store's product webhooks:
 * enough for mapping store variants to supplier products later. One row per store product;
 * a deleted product stays as a tombstone (`status = 'deleted'`) so a late update cannot bring it
 * back.
 */
export const storeProducts = pgTable(
  'store_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    title: text('title').notNull(),
    /** The store's status word (publish, draft, private …), or 'deleted'. */
    status: text('status').notNull(),
    variants: jsonb('variants').$type<StoreProductVariant[]>().notNull().default([]),
    /** The store's last-modified time of the version kept; older deliveries are ignored. */
    platformUpdatedAt: timestamp('platform_updated_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_products_store_external_uq').on(t.storeId, t.externalId),
    index('store_products_workplace_idx').on(t.workplaceId, t.storeId),
  ],
);

export type StoreProductRow = typeof storeProducts.$inferSelect;
