import {
  bigint,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sourcingProducts } from './sourcing-catalogue';

/*
 * Research history of the own catalogue's products (spec 001 §1, §7 ah/research/...). Only what
 * was observed (ADR 014): research_price_points gets a point for each day the product is seen.
 * Orders and countries are totals of the platform's own orders (research/repository.ts);
 * research_order_points, research_country_orders and research_store_listings are no longer
 * written (once filled by a generator, removed in issue 13).
 */

const usd = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const researchPricePoints = pgTable(
  'research_price_points',
  {
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => sourcingProducts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    price: usd('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day] })],
);

export const researchOrderPoints = pgTable(
  'research_order_points',
  {
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => sourcingProducts.id, { onDelete: 'cascade' }),
    /** Monday of the week. */
    week: date('week', { mode: 'string' }).notNull(),
    orders: integer('orders').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.week] })],
);

export const researchCountryOrders = pgTable(
  'research_country_orders',
  {
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => sourcingProducts.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    orders: integer('orders').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.country] })],
);

/** Stores selling the product (fetch-stores-selling). */
export const researchStoreListings = pgTable(
  'research_store_listings',
  {
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => sourcingProducts.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    storeName: text('store_name').notNull(),
    storeDomain: text('store_domain').notNull(),
    country: text('country').notNull(),
    price: usd('price').notNull(),
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.position] }),
    index('research_store_listings_product_idx').on(t.productId),
  ],
);
