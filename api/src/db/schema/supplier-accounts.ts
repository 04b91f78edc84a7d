import {
  index,
  integer,
  boolean,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { workplaces } from './workplaces';

/**
 * Supplier (source) accounts linked to a workplace: the source connection rows of spec 002 §2.
 * Tokens are sealed with the secret box, bound to the row id, and never leave the API.
 */
export const supplierAccounts = pgTable(
  'supplier_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    /** 'aliexpress' | 'cj' */
    source: text('source').notNull(),
    /** The account's id at the source (AliExpress user_id, CJ openId). */
    externalId: text('external_id').notNull(),
    /** What the row shows: seller login, e-mail. */
    accountName: text('account_name').notNull(),
    /** 'active' | 'expired' (refused and not refreshable: link again). */
    status: text('status').notNull().default('active'),
    /** Linked to a local stand-in rather than the real service. */
    sandbox: boolean('sandbox').notNull().default(false),
    accessTokenSealed: text('access_token_sealed').notNull(),
    refreshTokenSealed: text('refresh_token_sealed').notNull(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }),
    /** CJ's per-account requests/s (by account level); null for sources without one. */
    callsPerSecond: integer('calls_per_second'),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('supplier_accounts_workplace_idx').on(t.workplaceId),
    uniqueIndex('supplier_accounts_workplace_source_external_uq').on(
      t.workplaceId,
      t.source,
      t.externalId,
    ),
  ],
);

export type SupplierAccountRow = typeof supplierAccounts.$inferSelect;
