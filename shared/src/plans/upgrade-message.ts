import type { ApiResult } from '../api-client/api-result';
import { BodyStatus } from '../errors/status-codes';
import { isFeatureKey, type FeatureKey } from './feature-keys';

/** The upgrade messages of spec 001 §6, by the feature whose quota ran out. */
export type UpgradeMessage =
  | 'UpgradeToContinueImportingMoreProducts'
  | 'UpgradeToContinueListingProducts'
  | 'BulkOrderPlacementIsDisabled'
  | 'CashbackIsUnavailable'
  | 'UpgradeForBulkEditingListings'
  | 'UpgradeYourPlanToAccessAllDataWithoutAnyLimits'
  | 'YourCurrentPlanNeedsToBeUpgraded';

const BY_FEATURE: Partial<Record<FeatureKey, UpgradeMessage>> = {
  IMPORT_PRODUCT: 'UpgradeToContinueImportingMoreProducts',
  LISTING_PRODUCTS: 'UpgradeToContinueListingProducts',
  BULK_ORDER_FULFILLMENT: 'BulkOrderPlacementIsDisabled',
  ADMIAD_CASHBACK: 'CashbackIsUnavailable',
  BULK_PUBLISH_TO_STORE: 'UpgradeForBulkEditingListings',
  // research data (the similar products of a product)
  FIND_SIMILAR_PRODUCT: 'UpgradeYourPlanToAccessAllDataWithoutAnyLimits',
};

export function upgradeMessage(feature: FeatureKey): UpgradeMessage {
  return BY_FEATURE[feature] ?? 'YourCurrentPlanNeedsToBeUpgraded';
}

export interface ExceededQuota {
  feature: FeatureKey;
  limit: number;
  usage: number;
}

/**
 * The quota a failed call ran out of: body status QUOTA_EXPIRED with errors[0].params
 * { feature, limit, usage } (contracts/quotas.ts); null for any other result.
 */
export function exceededQuota(result: Pick<ApiResult<unknown>, 'status' | 'errors'>) {
  if (result.status !== BodyStatus.QUOTA_EXPIRED) return null;
  const params = result.errors?.find((error) => error.field === 'quota')?.params ?? {};
  const { feature, limit, usage } = params as Record<string, unknown>;
  if (typeof feature !== 'string' || !isFeatureKey(feature)) return null;
  if (typeof limit !== 'number' || typeof usage !== 'number') return null;
  return { feature, limit, usage } satisfies ExceededQuota;
}
