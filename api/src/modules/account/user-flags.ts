import { ONBOARDING_STEPS, type Onboarding } from '@omni/shared/contracts';
import { isFreePlan } from '@omni/shared/plans';

export interface FlagInputs {
  pricingCohort: string;
  isUserMkt: boolean;
  fromUserMkt: boolean;
  fromMobile: boolean;
  planKey: string;
  hasExtraModule: boolean;
  planReinstalled: boolean;
  onboardingVersion: string;
  onboardingCompleted: readonly string[];
  quickStartDismissed: boolean;
  storeCountByWorkplace: readonly number[];
}

export interface DerivedFlags {
  has_shop: boolean;
  is_user_mkt: boolean;
  is_workplace_no_store: boolean;
  is_new_pricing_mvp: boolean;
  is_new_pricing_mvp_v25: boolean;
  onboarding_enabled: boolean;
  onboarding: Onboarding;
}

/**
 * The derived user flags of spec 000 §3/§4:
 * - has_shop: a store in any workplace;
 * - is_user_mkt: marked marketing user, or mobile (forced), or came from the marketplace app and
 *   has no linked store;
 * - is_workplace_no_store: one of the user's workplaces has no store (push goes to my-channels);
 * - is_new_pricing_mvp: mvp / mvp_v25 cohort, marketing user, or a free plan without an extra module;
 * - onboarding: a step is enabled while it is still to do; onboarding_enabled while the user has
 *   no shop and an enabled step remains.
 */
export function deriveUserFlags(input: FlagInputs): DerivedFlags {
  const hasShop = input.storeCountByWorkplace.some((count) => count > 0);
  const isUserMkt = input.isUserMkt || input.fromMobile || (input.fromUserMkt && !hasShop);
  const done = (step: string) => input.onboardingCompleted.includes(step);
  const steps = {
    mkt_import: isUserMkt && !done('FIND_AND_IMPORT'),
    pricing: isFreePlan(input.planKey) && !input.planReinstalled && !done('CHOOSE_A_PLAN'),
    order: !done('PLACE_ORDER'),
    normal_import: !isUserMkt && !done('FIND_AND_IMPORT'),
  };
  return {
    has_shop: hasShop,
    is_user_mkt: isUserMkt,
    is_workplace_no_store: input.storeCountByWorkplace.some((count) => count === 0),
    is_new_pricing_mvp:
      input.pricingCohort === 'mvp' ||
      input.pricingCohort === 'mvp_v25' ||
      isUserMkt ||
      (isFreePlan(input.planKey) && !input.hasExtraModule),
    is_new_pricing_mvp_v25: input.pricingCohort === 'mvp_v25',
    onboarding_enabled: !hasShop && ONBOARDING_STEPS.some((step) => steps[step]),
    onboarding: {
      version: input.onboardingVersion === 'ONBOARDING_V2' ? 'ONBOARDING_V2' : 'ONBOARDING_V1',
      steps,
      completed_quick_start: [...input.onboardingCompleted],
      quick_start_dismissed: input.quickStartDismissed,
    },
  };
}
