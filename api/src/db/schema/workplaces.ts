import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const workplaces = pgTable(
  'workplaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workplaces_owner_id_idx').on(t.ownerId)],
);

/** Who may act in a workplace; every workplace-scoped request is checked against this table. */
export const workplaceMembers = pgTable(
  'workplace_members',
  {
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'owner' | 'member' — roles are not named in the spec; owner is the creator. */
    role: text('role').notNull().default('owner'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workplaceId, t.userId] }),
    index('workplace_members_user_id_idx').on(t.userId),
  ],
);

export const workplaceSettings = pgTable('workplace_settings', {
  workplaceId: uuid('workplace_id')
    .primaryKey()
    .references(() => workplaces.id, { onDelete: 'cascade' }),
  displayCurrency: text('display_currency').notNull().default('USD'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
