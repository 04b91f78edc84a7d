// @omni/shared/plans — plan gating and listing quota rules (spec 000 §6, §9; 001 §9).
export {
  UNLIMITED_LIMITS,
  isFeatureAllowed,
  isUnlimited,
  quotaLeft,
  usagePercent,
  type FeatureQuota,
} from './feature-quota';
export {
  VARIANTS_PER_LISTING,
  listingQuotaCost,
  type ListingQuotaFeature,
} from './listing-quota-cost';
export { FEATURE_KEYS, isFeatureKey, type FeatureKey } from './feature-keys';
export {
  exceededQuota,
  upgradeMessage,
  type ExceededQuota,
  type UpgradeMessage,
} from './upgrade-message';
export {
  DEFAULT_FREE_PLAN_KEY,
  FREE_PLAN_KEYS,
  MARKETPLACE_FREE_PLAN_KEY,
  isFreePlan,
} from './plan-keys';
export {
  EXTRA_QUOTA_ANCHOR,
  EXTRA_QUOTA_FEATURES,
  EXTRA_QUOTA_PACKS,
  MAX_PACKS_PER_CHARGE,
  READY2SALE_PACK,
  packsPrice,
  type ExtraQuotaFeature,
  type QuotaPack,
} from './quota-packs';
