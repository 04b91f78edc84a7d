import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { importListItems, productCenterItems } from './catalogue';
import { stores } from './stores';
import { users } from './users';
import { workplaces } from './workplaces';

/** A sales channel of a Shopify store chosen for a push: its publication and the mode. */
export interface PushPublicationTarget {
  id: string;
  handle: string;
  mode: 'publish' | 'unpublish';
}

/**
 * The per-channel publish settings of the push dialog (spec 001 §3 "Channel setting"); TikTok's
 * warehouse, package weight and dimensions when the store's TikTok sales channel is chosen.
 */
export interface PushEntrySettings {
  is_publish: boolean;
  allow_sell_out_of_stock: boolean;
  sync_order: boolean;
  warehouse_id?: string;
  weight?: { value: number; unit: 'kilogram' };
  dimension?: { height: number; width: number; length: number; unit: 'centimeter' };
}

/** Why an entry failed, as a code the UI translates, with the store's own field errors. */
export interface PushEntryError {
  code: 'STORE_REJECTED' | 'RATE_LIMITED' | 'STORE_DISCONNECTED' | 'QUOTA_EXPIRED' | 'PUSH_FAILED';
  fields?: Array<{ field: string; message: string }>;
}

/**
 * One product pushed to one store: the push-process entry of spec 001 §3 and the state of its job
 * (processing → success | error). Created with its job in the push request's transaction.
 */
export const pushEntries = pgTable(
  'push_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    importListItemId: uuid('import_list_item_id')
      .notNull()
      .references(() => importListItems.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** 'push' creates the product in the store (or finds it); 'update' changes the existing one. */
    mode: text('mode').notNull(),
    publications: jsonb('publications').$type<PushPublicationTarget[]>().notNull().default([]),
    settings: jsonb('settings').$type<PushEntrySettings>().notNull(),
    /** 'processing' | 'success' | 'error' */
    status: text('status').notNull().default('processing'),
    error: jsonb('error').$type<PushEntryError>(),
    /** LISTING_PRODUCTS units this entry took (0 for updates). */
    quotaCost: integer('quota_cost').notNull().default(0),
    /**
     * Smart Push's content optimisation before the push (001 §3): null when not asked for,
     * 'pending' until the AI writing ran, then 'done', or 'skipped' (writing unavailable, no AI
     * quota left, or the merchant edited the product meanwhile) — the push goes ahead either way.
     */
    optimization: text('optimization'),
    title: text('title').notNull(),
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_entries_workplace_idx').on(t.workplaceId, t.createdAt)],
);

/**
 * An import as a product of one store: the store's product id, saved the moment the store answers
 * (so a retry updates instead of creating a second product), and the product-center item it became.
 */
export const storeListings = pgTable(
  'store_listings',
  {
    importListItemId: uuid('import_list_item_id')
      .notNull()
      .references(() => importListItems.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    productCenterItemId: uuid('product_center_item_id').references(() => productCenterItems.id, {
      onDelete: 'set null',
    }),
    /** As the platform sends it (a gid on Shopify, a number as text on WooCommerce). */
    storeProductId: text('store_product_id').notNull(),
    /** Our handle (Shopify) or SKU (WooCommerce), looked up before creating. */
    externalKey: text('external_key').notNull(),
    /** The product in the store's admin. */
    adminUrl: text('admin_url').notNull(),
    pushedAt: timestamp('pushed_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.importListItemId, t.storeId] }),
    index('store_listings_workplace_idx').on(t.workplaceId, t.pushedAt),
  ],
);

/** Which supplier variant each store variant sells (an order's line is placed with it). */
export const storeVariantLinks = pgTable(
  'store_variant_links',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    storeVariantId: text('store_variant_id').notNull(),
    storeProductId: text('store_product_id').notNull(),
    importListItemId: uuid('import_list_item_id')
      .notNull()
      .references(() => importListItems.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    sourceProductId: text('source_product_id').notNull(),
    supplierVariantId: text('supplier_variant_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.storeVariantId] }),
    index('store_variant_links_product_idx').on(t.storeId, t.storeProductId),
  ],
);

/** Smart Push (automation push, spec 001 §3): one document per workplace. */
export const automationPushSettings = pgTable('automation_push_settings', {
  workplaceId: uuid('workplace_id')
    .primaryKey()
    .references(() => workplaces.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The review prompt of spec 001 §4, per user: trigger keys, verification and the last prompt. */
export const reviewPromptStates = pgTable('review_prompt_states', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  triggerKeys: jsonb('trigger_keys').$type<string[]>().notNull().default([]),
  verified: boolean('verified').notNull().default(false),
  notShow: boolean('not_show').notNull().default(false),
  lastPromptAt: timestamp('last_prompt_at', { withTimezone: true }),
});

/** Reviews a user left through the prompt (POST/PUT core/reviews). */
export const appReviews = pgTable(
  'app_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    feedback: text('feedback').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('app_reviews_user_idx').on(t.userId, t.createdAt)],
);
