import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Curated find-product collections (spec 000 §3): trending, fastest_delivery_us … */
export const productCollections = pgTable('product_collections', {
  slug: text('slug').primaryKey(),
  nameKey: text('name_key').notNull(),
  productCount: integer('product_count').notNull().default(0),
  sortOrder: integer('sort_order').notNull().default(0),
});
