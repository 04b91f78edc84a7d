import {
  bigint,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { stores } from './stores';
import { users } from './users';
import { workplaces } from './workplaces';

/**
 * What a plan owner used of each feature quota (spec 000 §3 feature keys) in one billing period.
 * A new period starts a new row, which is how quotas reset each cycle; rows of past periods stay
 * as history. Written only by api/src/modules/quotas (one atomic upsert per consumption).
 */
export const quotaUsage = pgTable(
  'quota_usage',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feature: text('feature').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    used: integer('used').notNull().default(0),
    /** Units bought for this period on top of the plan's limit (charge-extra, charge-ready2sale). */
    extra: integer('extra').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.feature, t.periodStart] })],
);

/**
 * A purchase of extra quota or of the Ready2Sale add-on (ADR 027), paid from the wallet or — for
 * merchants in the Shopify admin — as a Shopify one-time purchase (ADR 036). The client's request
 * id makes it happen once per workplace; `answer` is what the first call answered, replayed to a
 * repeat, and — for Shopify — brought up to date when Shopify's update settles it.
 */
export const quotaPurchases = pgTable(
  'quota_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    /** The optional store-id header: the store the purchase was made from. */
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'set null' }),
    kind: text('kind').$type<'extra' | 'ready2sale'>().notNull(),
    feature: text('feature').notNull(),
    packs: integer('packs').notNull(),
    units: integer('units').notNull(),
    /** Minor units of currency. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    requestId: uuid('request_id').notNull(),
    status: text('status')
      .$type<'pending' | 'paid' | 'declined' | 'expired'>()
      .notNull()
      .default('pending'),
    /** Who is paid: the workplace's wallet, or Shopify (appPurchaseOneTimeCreate). */
    provider: text('provider').$type<'wallet' | 'shopify'>().notNull().default('wallet'),
    /** Shopify's purchase (gid://shopify/AppPurchaseOneTime/…) and the shop that bills it. */
    providerPurchaseId: text('provider_purchase_id'),
    providerShop: text('provider_shop'),
    /** Shopify's status, as its last update said. */
    providerStatus: text('provider_status'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    periodStart: timestamp('period_start', { withTimezone: true }),
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quota_purchases_request_unique').on(t.workplaceId, t.requestId),
    uniqueIndex('quota_purchases_provider_purchase_unique').on(t.providerPurchaseId),
  ],
);
