import type { Money, PricingRule, ProductVariant } from '../contracts/catalogue';
// errors and money by package name (as the API client does), so the page's loaded entries are
// used rather than copies bundled into this one (ADR 021, session 15)
import { MessageKey, type FieldError } from '@omni/shared/errors';
import { convertMinorUnits, currencyDecimals, type ExchangeRatesInput } from '@omni/shared/money';

/*
 * The workplace pricing rule (issue 9 §2): a multiplier or a fixed markup chosen by the cost's
 * range, a compare-at rule, cents rounding, and conversion to the currency the price is in (the
 * product's, or a store's at push). Pure functions over minor units: the API applies them at
 * import and in bulk update, the editor on demand, with the same results.
 */

/** The rule before a workplace saves its own: the landed-cost tiers find-product suggests with. */
export const DEFAULT_PRICING_RULE: PricingRule = {
  currency: 'USD',
  tiers: [
    { cost_from: 0, mode: 'multiplier', value: 3 },
    { cost_from: 500, mode: 'multiplier', value: 2.5 },
    { cost_from: 1500, mode: 'multiplier', value: 2 },
    { cost_from: 4000, mode: 'multiplier', value: 1.6 },
  ],
  compare_at: { mode: 'none', value: 0 },
  cents: 99,
};

/** Field errors of a rule a schema cannot see (tier order, multipliers under 1); empty if valid. */
export function pricingRuleErrors(rule: PricingRule): FieldError[] {
  const errors: FieldError[] = [];
  const invalid = (field: string, rule: string) =>
    errors.push({ field, message: MessageKey.FieldInvalid, params: { rule } });
  if (rule.tiers[0]?.cost_from !== 0) invalid('rule.tiers.0.cost_from', 'first_tier_from_zero');
  rule.tiers.forEach((tier, index) => {
    const previous = rule.tiers[index - 1];
    if (previous && tier.cost_from <= previous.cost_from)
      invalid(`rule.tiers.${index}.cost_from`, 'ascending');
    // a multiplier under 1 would sell under cost
    if (tier.mode === 'multiplier' && tier.value < 1)
      invalid(`rule.tiers.${index}.value`, 'multiplier_below_one');
    if (tier.mode === 'fixed' && !Number.isInteger(tier.value))
      invalid(`rule.tiers.${index}.value`, 'minor_units');
  });
  if (rule.compare_at.mode === 'multiplier' && rule.compare_at.value < 1)
    invalid('rule.compare_at.value', 'multiplier_below_one');
  if (rule.compare_at.mode === 'fixed' && !Number.isInteger(rule.compare_at.value))
    invalid('rule.compare_at.value', 'minor_units');
  return errors;
}

/**
 * The amount ending in `cents` at or above `minor` (99 → 12.34 becomes 12.99, 13.00 becomes
 * 13.99). Currencies without minor units keep their amount.
 */
export function roundToCents(minor: number, cents: number | null, currency: string): number {
  if (cents === null || currencyDecimals(currency) === 0) return minor;
  return Math.ceil((minor - cents) / 100) * 100 + cents;
}

export interface PricedAmounts {
  price: number;
  compare_at_price: number | null;
}

/**
 * Price and compare-at price for a cost, in `currency`: the cost is converted to the rule's
 * currency to pick its tier and apply the markup, the result is converted to `currency` and
 * rounded to the rule's cents. Null when an exchange rate is missing.
 */
export function priceForCost(
  rule: PricingRule,
  cost: Money,
  currency: string,
  rates: ExchangeRatesInput,
): PricedAmounts | null {
  const ruleCost = convertMinorUnits(cost.amount, cost.currency, rule.currency, rates);
  if (ruleCost === null) return null;
  const tier = [...rule.tiers].reverse().find((t) => ruleCost >= t.cost_from) ?? rule.tiers[0];
  if (!tier) return null;
  const marked =
    tier.mode === 'multiplier' ? Math.round(ruleCost * tier.value) : ruleCost + tier.value;
  const converted = convertMinorUnits(marked, rule.currency, currency, rates);
  if (converted === null) return null;
  const price = roundToCents(converted, rule.cents, currency);
  let compareAt: number | null = null;
  if (rule.compare_at.mode === 'multiplier') {
    compareAt = roundToCents(Math.round(price * rule.compare_at.value), rule.cents, currency);
  } else if (rule.compare_at.mode === 'fixed') {
    const extra = convertMinorUnits(rule.compare_at.value, rule.currency, currency, rates);
    if (extra === null) return null;
    compareAt = roundToCents(price + extra, rule.cents, currency);
  }
  return { price, compare_at_price: compareAt };
}

/** Variants re-priced with the rule in `currency`; a variant whose rate is missing keeps its prices. */
export function repriceVariants(
  rule: PricingRule,
  variants: readonly ProductVariant[],
  currency: string,
  rates: ExchangeRatesInput,
): ProductVariant[] {
  return variants.map((variant) => {
    const priced = priceForCost(rule, variant.cost, currency, rates);
    return priced ? { ...variant, ...priced } : variant;
  });
}

/**
 * A price of the product converted to a store's currency (at push), rounded to the rule's cents.
 * Null when a rate is missing.
 */
export function priceForStore(
  rule: PricingRule,
  minor: number,
  from: string,
  storeCurrency: string,
  rates: ExchangeRatesInput,
): number | null {
  if (from.toUpperCase() === storeCurrency.toUpperCase()) return minor;
  const converted = convertMinorUnits(minor, from, storeCurrency, rates);
  return converted === null ? null : roundToCents(converted, rule.cents, storeCurrency);
}
