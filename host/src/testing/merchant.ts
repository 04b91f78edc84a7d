import type { User } from '@omni/shared/contracts';

/** A signed-in merchant with one workplace and a Shopify store, for component tests. */
export const merchant = (over: Partial<User> = {}): User => ({
  id: 'u1',
  email: 'merchant@omni.test',
  first_name: 'Mia',
  last_name: 'Merchant',
  avatar: null,
  language: 'en',
  email_verified: true,
  has_shop: true,
  is_user_mkt: false,
  is_workplace_no_store: false,
  is_new_pricing_mvp: false,
  is_new_pricing_mvp_v25: false,
  onboarding_enabled: false,
  workplaces: [{ id: 'w1', name: 'Main', currency: 'USD' }],
  linked_stores: {
    shopify: [{ id: 's1', workplace_id: 'w1', platform_domain: 'taken.myshopify.com' }],
    woocommerce: [],
    tiktok: [],
  },
  onboarding: {
    version: 'ONBOARDING_V1',
    steps: { mkt_import: false, pricing: false, order: false, normal_import: false },
    completed_quick_start: [],
    quick_start_dismissed: false,
  },
  remaining_meta_keys: [],
  plan_reinstalled: false,
  from_user_mkt: false,
  from_mobile: false,
  payment_mode: 'stripe',
  is_ab: false,
  plan: { key: 'FREE', name: 'Free' },
  ...over,
});
