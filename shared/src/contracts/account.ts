import { Type, type Static } from 'typebox';

/** The nine UI languages (spec 000 §1). */
export const LANGUAGE_CODES = ['en', 'ar', 'de', 'es', 'fr', 'it', 'nl', 'pt-BR', 'zh-CN'] as const;
export const LanguageCodeSchema = Type.Enum(LANGUAGE_CODES);
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const STORE_PLATFORMS = ['shopify', 'woocommerce', 'tiktok'] as const;
export const StorePlatformSchema = Type.Enum(STORE_PLATFORMS);
export type StorePlatform = (typeof STORE_PLATFORMS)[number];

export const UserWorkplaceSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  currency: Type.String(),
});

export const LinkedStoreSchema = Type.Object({
  id: Type.String(),
  workplace_id: Type.String(),
  platform_domain: Type.String(),
});
export type LinkedStore = Static<typeof LinkedStoreSchema>;

/** Onboarding steps of spec 000 §4, in their normal order; the first enabled one is current. */
export const ONBOARDING_STEPS = ['mkt_import', 'pricing', 'order', 'normal_import'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const OnboardingSchema = Type.Object({
  /** 'ONBOARDING_V2' reorders the steps (spec 000 §4) when the plan was not reinstalled. */
  version: Type.Union([Type.Literal('ONBOARDING_V1'), Type.Literal('ONBOARDING_V2')]),
  steps: Type.Object({
    mkt_import: Type.Boolean(),
    pricing: Type.Boolean(),
    order: Type.Boolean(),
    normal_import: Type.Boolean(),
  }),
  /** Quick-start checklist steps already done (CHOOSE_A_PLAN, FIND_AND_IMPORT, …). */
  completed_quick_start: Type.Array(Type.String()),
  /** The merchant closed the home quick-start checklist. */
  quick_start_dismissed: Type.Boolean(),
});
export type Onboarding = Static<typeof OnboardingSchema>;

/**
 * PUT auth/account/quick-start: what the home checklist records on the account, so it reads the
 * same on every device. `dismiss` closes the checklist; `visit-order-center` completes the
 * NAVIGATE_TO_ORDER_CENTER step (the other steps follow from the account's own data).
 */
export const QuickStartUpdateBodySchema = Type.Object(
  { action: Type.Union([Type.Literal('dismiss'), Type.Literal('visit-order-center')]) },
  { additionalProperties: false },
);
export type QuickStartUpdateBody = Static<typeof QuickStartUpdateBodySchema>;

export const QuickStartStateSchema = Type.Pick(OnboardingSchema, [
  'completed_quick_start',
  'quick_start_dismissed',
]);
export type QuickStartState = Static<typeof QuickStartStateSchema>;

// GET auth/account — spec 000 §3 with the derived flags.
export const UserSchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  avatar: Type.Union([Type.String(), Type.Null()]),
  language: LanguageCodeSchema,
  email_verified: Type.Boolean(),
  has_shop: Type.Boolean(),
  is_user_mkt: Type.Boolean(),
  is_workplace_no_store: Type.Boolean(),
  is_new_pricing_mvp: Type.Boolean(),
  is_new_pricing_mvp_v25: Type.Boolean(),
  onboarding_enabled: Type.Boolean(),
  workplaces: Type.Array(UserWorkplaceSchema),
  linked_stores: Type.Object({
    shopify: Type.Array(LinkedStoreSchema),
    woocommerce: Type.Array(LinkedStoreSchema),
    tiktok: Type.Array(LinkedStoreSchema),
  }),
  onboarding: OnboardingSchema,
  remaining_meta_keys: Type.Array(Type.String()),
  plan_reinstalled: Type.Boolean(),
  from_user_mkt: Type.Boolean(),
  from_mobile: Type.Boolean(),
  /** Payment provider of the account: 'shopify' (embedded billing), 'paddle' or 'stripe'. */
  payment_mode: Type.String(),
  is_ab: Type.Boolean(),
  plan: Type.Object({ key: Type.String(), name: Type.String() }),
});
export type User = Static<typeof UserSchema>;

// PUT auth/account/set-language
export const SetLanguageBodySchema = Type.Object({ language: LanguageCodeSchema });
export type SetLanguageBody = Static<typeof SetLanguageBodySchema>;
export const SetLanguageDataSchema = Type.Object({ language: LanguageCodeSchema });
export type SetLanguageData = Static<typeof SetLanguageDataSchema>;

// GET auth/account/statistic — side-menu badge counts for the workplace in the header.
export const AccountStatisticSchema = Type.Object({
  import_list: Type.Integer(),
  product_list: Type.Integer(),
  order_list: Type.Integer(),
});
export type AccountStatistic = Static<typeof AccountStatisticSchema>;
