import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stores } from './stores';
import { workplaces } from './workplaces';

/** Products imported but not yet pushed (minimal columns; the catalogue issue extends them). */
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('import_list_items_workplace_idx').on(t.workplaceId)],
);

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
