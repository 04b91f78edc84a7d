/** The default plan cycle, in days; 30 reads as Monthly, anything else as Yearly (spec 000 §9). */
export const MONTHLY_CYCLE_DAYS = 30;

export const PLAN_CYCLES = ['monthly', 'yearly'] as const;
export type PlanCycleLabel = (typeof PLAN_CYCLES)[number];

export function planCycleLabel(cycleDays: number): PlanCycleLabel {
  return cycleDays === MONTHLY_CYCLE_DAYS ? 'monthly' : 'yearly';
}

/** The cycles the plans are offered in, in display order (the cycle switch hides with one). */
export function offeredCycles(plans: readonly { cycle: number }[]): PlanCycleLabel[] {
  const offered = new Set(plans.map((plan) => planCycleLabel(plan.cycle)));
  return PLAN_CYCLES.filter((cycle) => offered.has(cycle));
}

/**
 * The plans shown for a cycle. Free plans have no yearly price, so they are shown in every
 * cycle: a merchant comparing yearly prices still sees that a free plan exists.
 */
export function plansForCycle<P extends { cycle: number; price: number }>(
  plans: readonly P[],
  cycle: PlanCycleLabel,
): P[] {
  return plans.filter((plan) => plan.price === 0 || planCycleLabel(plan.cycle) === cycle);
}
