import { boolean, doublePrecision, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** Billing packages (spec 000 §3 Plan); features keyed IMPORT_PRODUCT, LISTING_PRODUCTS … */
export const plans = pgTable('plans', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  /** Days; 30 is Monthly, otherwise Yearly. */
  cycle: integer('cycle').notNull().default(30),
  price: doublePrecision('price').notNull().default(0),
  features: jsonb('features').$type<Record<string, { limit: number }>>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Hidden packages (marketing or legacy) are not listed on the pricing page. */
  isPublic: boolean('is_public').notNull().default(true),
});
