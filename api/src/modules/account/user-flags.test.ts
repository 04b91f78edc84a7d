import { deriveUserFlags, type FlagInputs } from './user-flags';

const base: FlagInputs = {
  pricingCohort: 'standard',
  isUserMkt: false,
  fromUserMkt: false,
  fromMobile: false,
  planKey: 'BASIC',
  hasExtraModule: false,
  planReinstalled: false,
  onboardingVersion: 'ONBOARDING_V1',
  onboardingCompleted: [],
  quickStartDismissed: false,
  storeCountByWorkplace: [2, 1],
};

describe('deriveUserFlags', () => {
  it('has_shop when any workplace has a store; no-store when one workplace has none', () => {
    expect(deriveUserFlags(base)).toMatchObject({ has_shop: true, is_workplace_no_store: false });
    expect(deriveUserFlags({ ...base, storeCountByWorkplace: [0, 1] })).toMatchObject({
      has_shop: true,
      is_workplace_no_store: true,
    });
    expect(deriveUserFlags({ ...base, storeCountByWorkplace: [0] })).toMatchObject({
      has_shop: false,
    });
  });

  it('new pricing for mvp cohorts, marketing users and free plans without an extra module', () => {
    expect(deriveUserFlags(base).is_new_pricing_mvp).toBe(false);
    expect(deriveUserFlags({ ...base, pricingCohort: 'mvp' }).is_new_pricing_mvp).toBe(true);
    const v25 = deriveUserFlags({ ...base, pricingCohort: 'mvp_v25' });
    expect(v25.is_new_pricing_mvp && v25.is_new_pricing_mvp_v25).toBe(true);
    expect(deriveUserFlags({ ...base, isUserMkt: true }).is_new_pricing_mvp).toBe(true);
    expect(deriveUserFlags({ ...base, planKey: 'FREE' }).is_new_pricing_mvp).toBe(true);
    expect(
      deriveUserFlags({ ...base, planKey: 'STARTER', hasExtraModule: true }).is_new_pricing_mvp,
    ).toBe(false);
  });

  it('mobile users are forced to be marketing users; marketplace users without stores are too', () => {
    expect(deriveUserFlags({ ...base, fromMobile: true }).is_user_mkt).toBe(true);
    expect(deriveUserFlags({ ...base, fromUserMkt: true }).is_user_mkt).toBe(false);
    expect(
      deriveUserFlags({ ...base, fromUserMkt: true, storeCountByWorkplace: [0] }).is_user_mkt,
    ).toBe(true);
  });

  it('onboarding is enabled for a new merchant without a shop until its steps are done', () => {
    const fresh = deriveUserFlags({ ...base, planKey: 'FREE', storeCountByWorkplace: [0] });
    expect(fresh.onboarding_enabled).toBe(true);
    expect(fresh.onboarding.steps).toEqual({
      mkt_import: false,
      pricing: true,
      order: true,
      normal_import: true,
    });
    const done = deriveUserFlags({
      ...base,
      planKey: 'FREE',
      storeCountByWorkplace: [0],
      onboardingCompleted: ['CHOOSE_A_PLAN', 'FIND_AND_IMPORT', 'PLACE_ORDER'],
    });
    expect(done.onboarding_enabled).toBe(false);
    expect(deriveUserFlags(base).onboarding_enabled).toBe(false);
  });
});
