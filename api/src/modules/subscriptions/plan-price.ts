import type { PlanChangeTiming } from '@omni/shared/contracts/billing';
import { toMinorUnits } from '@omni/shared/money';
import type { PlanPrice } from '../../integrations/payments/stripe-subscriptions';

/** Plans are priced in US dollars (the pricing page says so). */
export const PLAN_CURRENCY = 'USD';

export interface PlanRow {
  key: string;
  name: string;
  cycle: number;
  price: number;
}

/** The provider price of a plan: a cycle of 30 days bills monthly, any other yearly (spec 000 §9). */
export function planPrice(plan: PlanRow): PlanPrice {
  const unitAmount = toMinorUnits(plan.price, PLAN_CURRENCY);
  if (unitAmount == null) throw new Error(`plan ${plan.key} has no price in ${PLAN_CURRENCY}`);
  return {
    planKey: plan.key,
    name: plan.name,
    unitAmount,
    currency: PLAN_CURRENCY,
    interval: plan.cycle === 30 ? 'month' : 'year',
  };
}

/**
 * How moving from the current plan to the next takes effect: a plan charged more per renewal
 * (a higher tier, or monthly to yearly) starts now with the unused time credited; anything
 * cheaper waits for the end of the period already paid for, so nothing paid is lost.
 */
export function changeTiming(
  current: PlanPrice,
  next: PlanPrice,
): Exclude<PlanChangeTiming, 'checkout'> {
  return next.unitAmount > current.unitAmount ? 'now' : 'period_end';
}
