import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sourcingProducts } from './sourcing-catalogue';
import { workplaces } from './workplaces';

/*
 * Ads spy (spec 001 §7 social/ads/list|data-filters|mark-view): social ads that promote a
 * catalogue product, generated deterministically with the product's research history, and the
 * ads each workplace has viewed.
 */

export const socialAds = pgTable(
  'social_ads',
  {
    id: text('id').primaryKey(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => sourcingProducts.id, { onDelete: 'cascade' }),
    /** facebook, instagram, tiktok, pinterest. */
    platform: text('platform').notNull(),
    advertiser: text('advertiser').notNull(),
    caption: text('caption').notNull(),
    callToAction: text('call_to_action').notNull(),
    country: text('country').notNull(),
    likes: integer('likes').notNull(),
    comments: integer('comments').notNull(),
    shares: integer('shares').notNull(),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
  },
  (t) => [index('social_ads_product_idx').on(t.productId, t.lastSeen)],
);

export const socialAdViews = pgTable(
  'social_ad_views',
  {
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    adId: text('ad_id')
      .notNull()
      .references(() => socialAds.id, { onDelete: 'cascade' }),
    /** The client's mode (AO_Ads). */
    mode: text('mode').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workplaceId, t.adId] })],
);
