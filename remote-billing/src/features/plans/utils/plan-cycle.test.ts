import { offeredCycles, planCycleLabel, plansForCycle } from './plan-cycle';

describe('planCycleLabel', () => {
  it('labels a 30-day cycle monthly', () => {
    expect(planCycleLabel(30)).toBe('monthly');
  });

  it.each([365, 360, 31, 0])('labels a %i-day cycle yearly', (days) => {
    expect(planCycleLabel(days)).toBe('yearly');
  });
});

const plans = [
  { key: 'FREE', cycle: 30, price: 0 },
  { key: 'BASIC', cycle: 30, price: 29.9 },
  { key: 'BASIC_YEARLY', cycle: 365, price: 299 },
];

describe('plans by cycle', () => {
  it('lists the offered cycles in order', () => {
    expect(offeredCycles(plans)).toEqual(['monthly', 'yearly']);
    expect(offeredCycles([plans[1]!])).toEqual(['monthly']);
    expect(offeredCycles([])).toEqual([]);
  });

  it('shows the plans of the cycle, and free plans in every cycle', () => {
    expect(plansForCycle(plans, 'monthly').map((plan) => plan.key)).toEqual(['FREE', 'BASIC']);
    expect(plansForCycle(plans, 'yearly').map((plan) => plan.key)).toEqual([
      'FREE',
      'BASIC_YEARLY',
    ]);
  });
});
