import type { PricingRule, ProductVariant } from '../contracts/catalogue';
import {
  DEFAULT_PRICING_RULE,
  priceForCost,
  priceForStore,
  pricingRuleErrors,
  repriceVariants,
  roundToCents,
} from './pricing-rule';

const rates = { USDEUR: 0.9, USDJPY: 150 };
const usd = (amount: number) => ({ amount, currency: 'USD' });

const rule: PricingRule = {
  currency: 'USD',
  tiers: [
    { cost_from: 0, mode: 'multiplier', value: 2 },
    { cost_from: 1000, mode: 'fixed', value: 1500 },
  ],
  compare_at: { mode: 'multiplier', value: 1.5 },
  cents: 99,
};

describe('roundToCents', () => {
  it('ends a price in the cents at or above it', () => {
    expect(roundToCents(1234, 99, 'USD')).toBe(1299);
    expect(roundToCents(1299, 99, 'USD')).toBe(1299);
    expect(roundToCents(1300, 99, 'USD')).toBe(1399);
    expect(roundToCents(1201, 0, 'USD')).toBe(1300);
    expect(roundToCents(1234, null, 'USD')).toBe(1234);
    expect(roundToCents(1234, 99, 'JPY')).toBe(1234);
  });
});

describe('priceForCost', () => {
  it('picks the tier by cost range: multiplier below 10.00, fixed markup from there', () => {
    expect(priceForCost(rule, usd(450), 'USD', rates)).toEqual({
      price: 999,
      compare_at_price: 1499,
    });
    expect(priceForCost(rule, usd(1000), 'USD', rates)).toEqual({
      price: 2599,
      compare_at_price: 3899,
    });
  });

  it('converts a supplier cost into the rule currency and the price into the target currency', () => {
    // 9.00 EUR = 10.00 USD → fixed tier → 25.00 USD → 22.50 EUR → 22.99 EUR
    expect(priceForCost(rule, { amount: 900, currency: 'EUR' }, 'EUR', rates)?.price).toBe(2299);
    // 4.50 USD × 2 = 9.00 USD = 1,350 JPY (no cents in yen)
    expect(priceForCost(rule, usd(450), 'JPY', rates)?.price).toBe(1350);
  });

  it('adds a fixed compare-at markup, or none', () => {
    const fixed = { ...rule, compare_at: { mode: 'fixed' as const, value: 500 } };
    expect(priceForCost(fixed, usd(450), 'USD', rates)).toEqual({
      price: 999,
      compare_at_price: 1499,
    });
    const none = { ...rule, compare_at: { mode: 'none' as const, value: 0 } };
    expect(priceForCost(none, usd(450), 'USD', rates)?.compare_at_price).toBeNull();
  });

  it('answers null when an exchange rate is missing', () => {
    expect(priceForCost(rule, { amount: 100, currency: 'GBP' }, 'USD', rates)).toBeNull();
    expect(priceForCost(rule, usd(100), 'GBP', rates)).toBeNull();
  });

  it('prices with the default rule as find-product suggests (×3 under 5 USD, .99)', () => {
    expect(priceForCost(DEFAULT_PRICING_RULE, usd(299), 'USD', rates)?.price).toBe(899);
    expect(priceForCost(DEFAULT_PRICING_RULE, usd(5000), 'USD', rates)?.price).toBe(8099);
  });
});

describe('repriceVariants and priceForStore', () => {
  const variant: ProductVariant = {
    supplier_variant_id: 'sku-1',
    option_values: ['Red'],
    cost: usd(450),
    price: 1,
    compare_at_price: null,
    sku: '',
    supplier_stock: 3,
    image: null,
  };

  it('re-prices every variant, keeping one whose rate is missing as it was', () => {
    const gbp = { ...variant, supplier_variant_id: 'sku-2', cost: { amount: 1, currency: 'GBP' } };
    const [priced, kept] = repriceVariants(rule, [variant, gbp], 'USD', rates);
    expect(priced).toMatchObject({ price: 999, compare_at_price: 1499 });
    expect(kept).toEqual(gbp);
  });

  it('converts a product price to a store currency with the rule cents', () => {
    expect(priceForStore(rule, 2599, 'USD', 'EUR', rates)).toBe(2399);
    expect(priceForStore(rule, 2599, 'USD', 'USD', rates)).toBe(2599);
    expect(priceForStore(rule, 2599, 'USD', 'GBP', rates)).toBeNull();
  });
});

describe('pricingRuleErrors', () => {
  it('accepts the default rule', () => {
    expect(pricingRuleErrors(DEFAULT_PRICING_RULE)).toEqual([]);
  });

  it('names tiers out of order, a first tier above 0 and multipliers under 1', () => {
    const bad: PricingRule = {
      ...rule,
      tiers: [
        { cost_from: 100, mode: 'multiplier', value: 0.5 },
        { cost_from: 100, mode: 'fixed', value: 1.5 },
      ],
      compare_at: { mode: 'multiplier', value: 0.9 },
    };
    expect(pricingRuleErrors(bad).map((error) => [error.field, error.params?.rule])).toEqual([
      ['rule.tiers.0.cost_from', 'first_tier_from_zero'],
      ['rule.tiers.0.value', 'multiplier_below_one'],
      ['rule.tiers.1.cost_from', 'ascending'],
      ['rule.tiers.1.value', 'minor_units'],
      ['rule.compare_at.value', 'multiplier_below_one'],
    ]);
  });
});
