import {
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; uniqueness is on this column. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    avatar: text('avatar'),
    language: text('language').notNull().default('en'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Pricing cohorts of spec 000 §3: 'standard' | 'mvp' | 'mvp_v25'. */
    pricingCohort: text('pricing_cohort').notNull().default('standard'),
    isUserMkt: boolean('is_user_mkt').notNull().default(false),
    fromUserMkt: boolean('from_user_mkt').notNull().default(false),
    fromMobile: boolean('from_mobile').notNull().default(false),
    isAb: boolean('is_ab').notNull().default(false),
    planKey: text('plan_key').notNull().default('FREE'),
    /** True when the account bought an extra module on top of a free plan. */
    hasExtraModule: boolean('has_extra_module').notNull().default(false),
    planReinstalled: boolean('plan_reinstalled').notNull().default(false),
    paymentMode: text('payment_mode').notNull().default('stripe'),
    onboardingVersion: text('onboarding_version').notNull().default('ONBOARDING_V1'),
    onboardingCompleted: jsonb('onboarding_completed').$type<string[]>().notNull().default([]),
    /** When the merchant closed the home quick-start checklist (on every device from then on). */
    quickStartDismissedAt: timestamp('quick_start_dismissed_at', { withTimezone: true }),
    remainingMetaKeys: jsonb('remaining_meta_keys').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
