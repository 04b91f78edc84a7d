import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stores } from './stores';
import { workplaces } from './workplaces';

/**
 * Channel orders (spec 002 §3 basics). `section` is the order-center tab of spec 002 §2
 * (placement | payment | shipment | cancelled | refund) and `sub_status` its sub-tab.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'set null' }),
    platformOrderId: text('platform_order_id').notNull(),
    countryCode: text('country_code').notNull(),
    status: text('status').notNull(),
    section: text('section').notNull(),
    subStatus: text('sub_status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_workplace_section_idx').on(t.workplaceId, t.section, t.subStatus)],
);
