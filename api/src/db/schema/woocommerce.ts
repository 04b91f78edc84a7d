import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stores } from './stores';
import { users } from './users';
import { workplaces } from './workplaces';

/**
 * A WooCommerce connect in progress: the wc-auth `user_id` we send is this row's random `nonce`,
 * so the keys the store posts back land in the workplace (and store URL) that asked for them.
 */
export const woocommerceConnectRequests = pgTable(
  'woocommerce_connect_requests',
  {
    nonce: text('nonce').primaryKey(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Normalised store origin + path, e.g. https://shop.example.com */
    storeUrl: text('store_url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('woocommerce_connect_requests_workplace_idx').on(t.workplaceId)],
);

/** A connected WooCommerce store's credentials, sealed with the secret box (bound to the store id). */
export const woocommerceConnections = pgTable('woocommerce_connections', {
  storeId: uuid('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  workplaceId: uuid('workplace_id')
    .notNull()
    .references(() => workplaces.id, { onDelete: 'cascade' }),
  storeUrl: text('store_url').notNull(),
  /** The store's id of the REST key (wc-auth key_id). */
  keyId: text('key_id').notNull(),
  consumerKeySealed: text('consumer_key_sealed').notNull(),
  consumerSecretSealed: text('consumer_secret_sealed').notNull(),
  /** The secret our webhooks on this store are signed with. */
  webhookSecretSealed: text('webhook_secret_sealed').notNull(),
  /** Webhook ids created on the store, deleted again on disconnect. */
  webhookIds: jsonb('webhook_ids').$type<number[]>().notNull().default([]),
  /** 'active' | 'revoked' (the store refused our keys: the merchant must reconnect). */
  status: text('status').notNull().default('active'),
  /** Orders modified after this were not fetched yet by the periodic sync. */
  ordersSyncedAt: timestamp('orders_synced_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type WoocommerceConnectionRow = typeof woocommerceConnections.$inferSelect;
