import { isCurrentPlan } from './current-plan';

describe('isCurrentPlan', () => {
  it('matches the account plan key regardless of case', () => {
    expect(isCurrentPlan('FREE', 'free')).toBe(true);
    expect(isCurrentPlan('BASIC', 'FREE')).toBe(false);
  });

  it('matches nothing while the account is unknown', () => {
    expect(isCurrentPlan('FREE', undefined)).toBe(false);
    expect(isCurrentPlan('FREE', '')).toBe(false);
  });
});
