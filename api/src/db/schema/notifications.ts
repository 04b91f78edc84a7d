import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { workplaces } from './workplaces';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    /** 'product' | 'supplier' | 'order' | 'system' */
    type: text('type').notNull(),
    titleKey: text('title_key').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_workplace_created_idx').on(t.workplaceId, t.createdAt)],
);

/**
 * What a workplace chose for one kind of notification (shared NOTIFICATION_KINDS). A kind
 * without a row has its default: no row is written until the merchant saves.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    app: boolean('app').notNull(),
    email: boolean('email').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workplaceId, t.kind] })],
);
