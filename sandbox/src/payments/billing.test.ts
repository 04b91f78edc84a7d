import { addInterval, prorationLines } from './billing';

const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const price = (unit_amount: number, interval: 'month' | 'year' = 'month') => ({
  id: 'price_x',
  product: 'prod_x',
  unit_amount,
  currency: 'usd',
  interval,
});

describe('the payments stand-in billing clock and prorations', () => {
  it('renews on the same day of the next month or year, in UTC', () => {
    expect(addInterval(at('2026-11-25T01:00:00Z'), 'month')).toBe(at('2026-12-25T01:00:00Z'));
    expect(addInterval(at('2026-11-25T01:00:00Z'), 'year')).toBe(at('2027-11-25T01:00:00Z'));
  });

  it('credits the unused half of the old price and charges half of the new one', () => {
    const sub = {
      price: price(2990),
      current_period_start: at('2026-11-01T00:00:00Z'),
      current_period_end: at('2026-11-21T00:00:00Z'),
    };
    const lines = prorationLines(sub, price(4990), at('2026-11-11T00:00:00Z'));
    expect(lines.map((line) => [line.amount, line.proration])).toEqual([
      [-1495, true],
      [2495, true],
    ]);
  });

  it('a change of interval charges the new price in full from now', () => {
    const sub = {
      price: price(2990),
      current_period_start: at('2026-11-01T00:00:00Z'),
      current_period_end: at('2026-12-01T00:00:00Z'),
    };
    const now = at('2026-11-16T00:00:00Z');
    const [credit, plan] = prorationLines(sub, price(29900, 'year'), now);
    expect(credit!.amount).toBe(-1495);
    expect(plan).toMatchObject({ amount: 29900, proration: false });
    expect(plan!.period).toEqual({ start: now, end: addInterval(now, 'year') });
  });
});
