import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ExtensionProduct } from '@omni/shared/contracts';
import { importListItems } from './catalogue';
import { sourcingSuppliers } from './sourcing-catalogue';
import { workplaces } from './workplaces';

/*
 * What a workplace did with sourcing products. Products are keyed by (source, source_product_id)
 * so AliExpress and CJ products can be favourited and imported like the own catalogue's.
 */

/** Favourite products (spec 001 §7 center/products/favourite). */
export const sourcingFavourites = pgTable(
  'sourcing_favourites',
  {
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    sourceProductId: text('source_product_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workplaceId, t.source, t.sourceProductId] }),
    index('sourcing_favourites_recent_idx').on(t.workplaceId, t.createdAt),
  ],
);

/** Favourite suppliers (/app/find-product/favorite-supplier). */
export const sourcingFavouriteSuppliers = pgTable(
  'sourcing_favourite_suppliers',
  {
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => sourcingSuppliers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workplaceId, t.supplierId] })],
);

/**
 * Imported marks: which sourcing product became which import-list item, and the IMPORT_PRODUCT
 * quota it cost (spec 001 §9). Removing the import-list item removes the mark (cascade).
 */
export const sourcingImports = pgTable(
  'sourcing_imports',
  {
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    sourceProductId: text('source_product_id').notNull(),
    importListItemId: uuid('import_list_item_id')
      .notNull()
      .references(() => importListItems.id, { onDelete: 'cascade' }),
    variantCount: integer('variant_count').notNull(),
    quotaCost: integer('quota_cost').notNull(),
    shipTo: text('ship_to').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workplaceId, t.source, t.sourceProductId] }),
    index('sourcing_imports_item_idx').on(t.importListItemId),
  ],
);

/**
 * eBay, Amazon and Temu products as the browser extension read them (docs/extension-bridge.md):
 * the API cannot fetch these marketplaces, so the payload of the last import is what the import
 * list edits. `price_rule` is the Temu flag of spec 001 §5.
 */
export const sourcingExtensionProducts = pgTable(
  'sourcing_extension_products',
  {
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    sourceProductId: text('source_product_id').notNull(),
    payload: jsonb('payload').$type<ExtensionProduct>().notNull(),
    priceRule: boolean('price_rule').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workplaceId, t.source, t.sourceProductId] })],
);

/**
 * Pictures of products imported from outside the own catalogue, signed for image search at
 * import time (phash null until the picture could be fetched and decoded). Per workplace: only
 * the workplace that imported a product finds it by picture.
 */
export const sourcingImportedImages = pgTable(
  'sourcing_imported_images',
  {
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    sourceProductId: text('source_product_id').notNull(),
    position: smallint('position').notNull(),
    url: text('url').notNull(),
    phash: text('phash'),
  },
  (t) => [primaryKey({ columns: [t.workplaceId, t.source, t.sourceProductId, t.position] })],
);
