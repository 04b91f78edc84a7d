import { isFeatureAllowed, isUnlimited, quotaLeft, usagePercent } from './feature-quota';
import { listingQuotaCost } from './listing-quota-cost';
import { isFreePlan } from './plan-keys';
import { exceededQuota, upgradeMessage } from './upgrade-message';

describe('isFeatureAllowed (spec 000 §6)', () => {
  it('unlimited limits -1 and -2 always allow', () => {
    expect(isFeatureAllowed({ limit: -1, usage: 1_000_000 })).toBe(true);
    expect(isFeatureAllowed({ limit: -2, usage: 5 })).toBe(true);
    expect(isUnlimited(-1) && isUnlimited(-2) && !isUnlimited(0)).toBe(true);
  });
  it('limit 0 means no access', () => {
    expect(isFeatureAllowed({ limit: 0, usage: 0 })).toBe(false);
    expect(isFeatureAllowed({ limit: null, usage: 0 })).toBe(false);
  });
  it('allows while usage is under the limit', () => {
    expect(isFeatureAllowed({ limit: 10, usage: 9 })).toBe(true);
    expect(isFeatureAllowed({ limit: 10, usage: 10 })).toBe(false);
    expect(isFeatureAllowed({ limit: 10, usage: 11 })).toBe(false);
    expect(isFeatureAllowed({ limit: 3 })).toBe(true);
  });
});

describe('quota helpers (spec 000 §9, 001 §9)', () => {
  it('quota left is limit minus usage, never negative, infinite when unlimited', () => {
    expect(quotaLeft({ limit: 100, usage: 40 })).toBe(60);
    expect(quotaLeft({ limit: 10, usage: 12 })).toBe(0);
    expect(quotaLeft({ limit: -1, usage: 12 })).toBe(Infinity);
  });
  it('usage bar caps at 100%', () => {
    expect(usagePercent({ limit: 200, usage: 50 })).toBe(25);
    expect(usagePercent({ limit: 10, usage: 30 })).toBe(100);
    expect(usagePercent({ limit: -2, usage: 30 })).toBe(0);
  });
});

describe('listingQuotaCost (spec 001 §9)', () => {
  it.each([
    [1, 1],
    [100, 1],
    [101, 2],
    [200, 2],
    [201, 3],
    [0, 1],
  ])('LISTING_PRODUCTS with %i variants costs %i', (variants, cost) => {
    expect(listingQuotaCost(variants, 'LISTING_PRODUCTS')).toBe(cost);
  });
  it.each([
    [1, 0],
    [100, 0],
    [101, 1],
    [250, 2],
    [0, 0],
  ])('IMPORT_PRODUCT with %i variants costs %i extra', (variants, cost) => {
    expect(listingQuotaCost(variants, 'IMPORT_PRODUCT')).toBe(cost);
  });
});

describe('upgrade messages (spec 001 §6)', () => {
  it('names the message of the feature that ran out, the generic one otherwise', () => {
    expect(upgradeMessage('IMPORT_PRODUCT')).toBe('UpgradeToContinueImportingMoreProducts');
    expect(upgradeMessage('BULK_PUBLISH_TO_STORE')).toBe('UpgradeForBulkEditingListings');
    expect(upgradeMessage('ORDER_TRACKING_NUMBERS')).toBe('YourCurrentPlanNeedsToBeUpgraded');
  });
  it('reads the exceeded quota of a QUOTA_EXPIRED answer only', () => {
    const errors = [
      {
        field: 'quota',
        message: 'EXCEED_QUOTA_LIMIT',
        params: { feature: 'FIND_SIMILAR_PRODUCT', limit: 5, usage: 5 },
      },
    ];
    expect(exceededQuota({ status: 401, errors })).toEqual({
      feature: 'FIND_SIMILAR_PRODUCT',
      limit: 5,
      usage: 5,
    });
    expect(exceededQuota({ status: 201, errors })).toBeNull();
    expect(exceededQuota({ status: 401 })).toBeNull();
    expect(
      exceededQuota({ status: 401, errors: [{ ...errors[0]!, params: { feature: 'NOPE' } }] }),
    ).toBeNull();
  });
});

describe('free plan keys (spec 000 §6)', () => {
  it('are FREE, STARTER, FREE_AO_MKT and FREE_AO_2; other keys seen are paid', () => {
    for (const key of ['FREE', 'STARTER', 'FREE_AO_MKT', 'FREE_AO_2'])
      expect(isFreePlan(key)).toBe(true);
    for (const key of ['BASIC', 'GROWTH_YEARLY', 'FREE_ORDER_FULFILLMENT_2', 'PRO_omni_AO_TIER_1'])
      expect(isFreePlan(key)).toBe(false);
  });
});
