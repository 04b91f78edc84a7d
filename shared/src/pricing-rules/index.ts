// @omni/shared/pricing-rules — the pricing-rule engine (issue 9 §2), shared by the API and the editor.
export {
  DEFAULT_PRICING_RULE,
  priceForCost,
  priceForStore,
  pricingRuleErrors,
  repriceVariants,
  roundToCents,
  type PricedAmounts,
} from './pricing-rule';
