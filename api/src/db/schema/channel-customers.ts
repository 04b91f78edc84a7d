import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { stores } from './stores';
import { workplaces } from './workplaces';

/** A buyer on a merchant's store, as the channel knows them (the order's customer info). */
export const channelCustomers = pgTable(
  'channel_customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** The channel's customer id; guests get a key derived from their e-mail. */
    platformCustomerId: text('platform_customer_id').notNull(),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('channel_customers_store_platform_unique').on(t.storeId, t.platformCustomerId),
    index('channel_customers_workplace_idx').on(t.workplaceId),
  ],
);

export type ChannelCustomerRow = typeof channelCustomers.$inferSelect;
