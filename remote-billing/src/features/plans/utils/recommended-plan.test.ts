import { isRecommendedPlan } from './recommended-plan';

describe('recommended plans (spec 000 §6)', () => {
  it('marks the BASIC and GROWTH families, monthly or yearly', () => {
    expect(['BASIC', 'GROWTH', 'BASIC_YEARLY', 'growth_yearly'].every(isRecommendedPlan)).toBe(
      true,
    );
  });
  it('leaves the other plans unmarked', () => {
    expect(['FREE', 'PRO', 'STARTER', 'BASICS', 'FREE_AO_MKT'].some(isRecommendedPlan)).toBe(false);
  });
});
