import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { workplaces } from './workplaces';

export interface StoreMetadata {
  external_channels: Array<{
    id: string;
    handle: string;
    name: string;
    developer_name: string;
    app_id: string;
    is_active: boolean;
  }>;
}

export const stores = pgTable(
  'stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    /** 'shopify' | 'woocommerce' | 'tiktok' */
    platform: text('platform').notNull(),
    platformDomain: text('platform_domain').notNull(),
    domain: text('domain').notNull(),
    currency: text('currency').notNull().default('USD'),
    isDefault: boolean('is_default').notNull().default(false),
    /** Connected to a local stand-in of the platform (sandbox/), not the real service. */
    sandbox: boolean('sandbox').notNull().default(false),
    metadata: jsonb('metadata').$type<StoreMetadata>().notNull().default({ external_channels: [] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stores_workplace_id_idx').on(t.workplaceId)],
);

export type StoreRow = typeof stores.$inferSelect;
