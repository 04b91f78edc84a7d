import {
  MAX_PRICE_TIERS,
  type PriceTier,
  type PricingRule,
} from '@omni/shared/contracts/catalogue';

/** A new tier above the last one: from twice its cost (or $10 above 0), same markup. */
export function addTier(rule: PricingRule): PricingRule {
  if (rule.tiers.length >= MAX_PRICE_TIERS) return rule;
  const last = rule.tiers[rule.tiers.length - 1];
  const from = last ? Math.max(last.cost_from * 2, last.cost_from + 1000) : 0;
  const tier: PriceTier = last
    ? { ...last, cost_from: from }
    : { cost_from: 0, mode: 'multiplier', value: 2 };
  return { ...rule, tiers: [...rule.tiers, tier] };
}

/** Removes a tier; the first (from 0) stays, so every cost has a tier. */
export function removeTier(rule: PricingRule, index: number): PricingRule {
  if (index === 0 || index >= rule.tiers.length) return rule;
  return { ...rule, tiers: rule.tiers.filter((_, current) => current !== index) };
}

export function updateTier(
  rule: PricingRule,
  index: number,
  change: Partial<PriceTier>,
): PricingRule {
  return {
    ...rule,
    tiers: rule.tiers.map((tier, current) => {
      if (current !== index) return tier;
      const next = { ...tier, ...change };
      // switching the mode starts from a sensible value of the new kind
      if (change.mode && change.mode !== tier.mode && change.value === undefined)
        next.value = change.mode === 'multiplier' ? 2 : 500;
      return next;
    }),
  };
}

/** Sample supplier costs (minor units of the rule's currency) the preview prices. */
export const PREVIEW_COSTS = [299, 1250, 3500, 8000] as const;

/**
 * The translation key of a rule error (`first_tier_from_zero` → `firstTierFromZero`): i18next
 * would read a `_zero` or `_one` ending as a plural form.
 */
export const ruleErrorKey = (rule: string) =>
  rule.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
