import { variantPricing } from './variant-pricing';

const rates = { USDEUR: 0.5 };

describe('variantPricing', () => {
  it('works out profit and margin in the product currency', () => {
    expect(
      variantPricing({ cost: { amount: 500, currency: 'USD' }, price: 1000 }, 'USD', rates),
    ).toEqual({ cost: 500, price: 1000, profit: 500, margin: 0.5 });
    expect(
      variantPricing({ cost: { amount: 1000, currency: 'USD' }, price: 1000 }, 'EUR', rates),
    ).toEqual({ cost: 500, price: 1000, profit: 500, margin: 0.5 });
  });

  it('shows a loss as a negative profit', () => {
    const pricing = variantPricing(
      { cost: { amount: 800, currency: 'USD' }, price: 600 },
      'USD',
      rates,
    );
    expect(pricing.profit).toBe(-200);
    expect(pricing.margin).toBeCloseTo(-0.3333);
  });

  it('has no profit without a rate, and no margin at a zero price', () => {
    expect(
      variantPricing({ cost: { amount: 800, currency: 'GBP' }, price: 600 }, 'USD', rates),
    ).toMatchObject({ cost: null, profit: null, margin: null });
    expect(
      variantPricing({ cost: { amount: 800, currency: 'USD' }, price: 0 }, 'USD', rates).margin,
    ).toBeNull();
  });
});
