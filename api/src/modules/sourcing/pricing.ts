/*
 * Suggested selling price and profit (issue 4: "profit needs a suggested selling price").
 * The spec sorts by profit but never defines it; merchants price by marking up the landed cost
 * (product + shipping to the default market, US) with a bigger multiple on cheap items, and end
 * prices in .99. Profit for a ship-to country is that price minus product and shipping cost.
 */

/** Markup on the landed cost, by landed cost (USD): cheap items bear a larger multiple. */
const MARKUP_TIERS: ReadonlyArray<readonly [below: number, multiple: number]> = [
  [5, 3],
  [15, 2.5],
  [40, 2],
  [Number.POSITIVE_INFINITY, 1.6],
];

export function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Landed cost × tier multiple, rounded up to the next whole dollar minus one cent. */
export function suggestedSellingPrice(
  productCost: number,
  shippingToDefaultMarket: number,
): number {
  const landed = Math.max(0, productCost) + Math.max(0, shippingToDefaultMarket);
  if (landed === 0) return 0;
  const multiple = MARKUP_TIERS.find(([below]) => landed < below)?.[1] ?? 1.6;
  return roundCents(Math.ceil(landed * multiple) - 0.01);
}

/** Profit when selling at the suggested price into a country; null when it does not ship there. */
export function profitFor(
  suggestedPrice: number,
  productCost: number,
  shippingCost: number | null,
): number | null {
  if (shippingCost === null) return null;
  return roundCents(suggestedPrice - productCost - shippingCost);
}
