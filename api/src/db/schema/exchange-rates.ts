import { doublePrecision, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** USD → currency rates; the seeded table is static (source 'static'). */
export const exchangeRates = pgTable('exchange_rates', {
  currency: text('currency').primaryKey(),
  rate: doublePrecision('rate').notNull(),
  source: text('source').notNull().default('static'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
