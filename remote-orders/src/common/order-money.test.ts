import { formatDecimal, placementsCost, sourceOrderNumbers } from './order-money';

const placement = (
  cost_minor: number | null,
  cost_currency: string | null,
  numbers: string[] = [],
) => ({
  source: 'cj',
  status: 'success',
  source_order_numbers: numbers,
  cost_minor,
  cost_currency,
  paid: false,
  error_key: null,
});

describe('order money', () => {
  it('formats a channel amount in its currency, and nothing without one', () => {
    expect(formatDecimal('59.9', 'USD')).toBe('$59.90');
    expect(formatDecimal('59.90', null)).toBeNull();
    expect(formatDecimal(null, 'USD')).toBeNull();
  });

  it('sums the placement costs exactly, only when they share a currency', () => {
    expect(placementsCost([placement(1899, 'USD'), placement(1001, 'USD')])).toEqual({
      amount: 2900,
      currency: 'USD',
    });
    expect(placementsCost([placement(1899, 'USD'), placement(1000, 'EUR')])).toBeNull();
    expect(placementsCost([placement(null, null)])).toBeNull();
  });

  it('lists every supplier order number', () => {
    expect(
      sourceOrderNumbers([placement(1, 'USD', ['A1']), placement(1, 'USD', ['B1', 'B2'])]),
    ).toEqual(['A1', 'B1', 'B2']);
  });
});
