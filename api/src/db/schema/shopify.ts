import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stores } from './stores';
import { users } from './users';
import { workplaces } from './workplaces';

/**
 * A Shopify store's app installation: the offline access token sealed with the secret box (bound
 * to the store id), the scopes granted and who installed it — the user an embedded session token
 * for this shop acts as. One row per connected store; the same shop may be connected to several
 * workplaces (each keeps its own row, all removed by app/uninstalled).
 */
export const shopifyConnections = pgTable(
  'shopify_connections',
  {
    storeId: uuid('store_id')
      .primaryKey()
      .references(() => stores.id, { onDelete: 'cascade' }),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    /** The permanent domain, e.g. omni-demo-apparel.myshopify.com */
    shopDomain: text('shop_domain').notNull(),
    /** gid://shopify/Shop/… */
    shopGid: text('shop_gid'),
    accessTokenSealed: text('access_token_sealed').notNull(),
    scopes: text('scopes').notNull(),
    installedByUserId: uuid('installed_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** 'active' | 'revoked' (Shopify answered 401: the merchant must connect again). */
    status: text('status').notNull().default('active'),
    /** Orders updated after this were not fetched yet by the periodic sync. */
    ordersSyncedAt: timestamp('orders_synced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shopify_connections_shop_idx').on(t.shopDomain),
    index('shopify_connections_workplace_idx').on(t.workplaceId),
  ],
);

export type ShopifyConnectionRow = typeof shopifyConnections.$inferSelect;

/**
 * Which of our users a Shopify staff member (the `sub` of session tokens) acts as when the app is
 * embedded in that shop's admin. Remembered when the staff member links through the connect
 * (install) flow or the link flow; see modules/shopify/embedded-user.ts for how it is used.
 */
export const shopifyStaffLinks = pgTable(
  'shopify_staff_links',
  {
    shopDomain: text('shop_domain').notNull(),
    /** Shopify's staff user id, as in the token's `sub`. */
    staffUserId: text('staff_user_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shopDomain, t.staffUserId] }),
    index('shopify_staff_links_user_idx').on(t.userId),
  ],
);

export type ShopifyStaffLinkRow = typeof shopifyStaffLinks.$inferSelect;
