import { DEFAULT_PRICING_RULE, pricingRuleErrors } from '@omni/shared/pricing-rules';
import { addTier, removeTier, updateTier } from './rule-edits';

describe('pricing rule edits', () => {
  it('adds a tier above the last one, which keeps the rule valid', () => {
    const rule = addTier(DEFAULT_PRICING_RULE);
    expect(rule.tiers).toHaveLength(5);
    expect(rule.tiers[4]?.cost_from).toBe(8000);
    expect(pricingRuleErrors(rule)).toEqual([]);
  });

  it('never removes the first tier', () => {
    expect(removeTier(DEFAULT_PRICING_RULE, 0)).toBe(DEFAULT_PRICING_RULE);
    expect(removeTier(DEFAULT_PRICING_RULE, 1).tiers.map((t) => t.cost_from)).toEqual([
      0, 1500, 4000,
    ]);
  });

  it('gives a switched mode a value of its kind', () => {
    const fixed = updateTier(DEFAULT_PRICING_RULE, 1, { mode: 'fixed' });
    expect(fixed.tiers[1]).toEqual({ cost_from: 500, mode: 'fixed', value: 500 });
    expect(updateTier(fixed, 1, { value: 750 }).tiers[1]?.value).toBe(750);
  });
});
