import { changeTiming, planPrice } from './plan-price';

const plan = (key: string, price: number, cycle = 30) =>
  planPrice({ key, name: key, price, cycle });

describe('plan prices and when a change applies', () => {
  it('bills a 30-day cycle monthly and any other yearly, in exact minor units', () => {
    expect(plan('BASIC', 29.9)).toEqual({
      planKey: 'BASIC',
      name: 'BASIC',
      unitAmount: 2990,
      currency: 'USD',
      interval: 'month',
    });
    expect(plan('BASIC_YEARLY', 299, 365).interval).toBe('year');
  });

  it('charges an upgrade now and moves a downgrade to the end of the period', () => {
    expect(changeTiming(plan('BASIC', 29.9), plan('GROWTH', 49.9))).toBe('now');
    expect(changeTiming(plan('BASIC', 29.9), plan('BASIC_YEARLY', 299, 365))).toBe('now');
    expect(changeTiming(plan('PRO', 99.9), plan('BASIC', 29.9))).toBe('period_end');
    expect(changeTiming(plan('BASIC_YEARLY', 299, 365), plan('GROWTH', 49.9))).toBe('period_end');
  });
});
