import type { MinorMoney, OrderListRow } from '@omni/shared/contracts/orders';
import { formatPrice } from '@omni/shared/money';

/** A decimal amount as the channel sent it ("59.90") in its currency; null when either is unknown. */
export function formatDecimal(amount: string | null, currency: string | null): string | null {
  if (amount === null || !currency) return null;
  return formatPrice(Number(amount), currency);
}

/**
 * What the suppliers charge for an order: its placements' costs summed in minor units. Null when no
 * placement has a cost yet, or when they are in different currencies (they cannot be summed exactly).
 */
export function placementsCost(placements: OrderListRow['placements']): MinorMoney | null {
  const priced = placements.filter(
    (p): p is typeof p & { cost_minor: number; cost_currency: string } =>
      p.cost_minor !== null && p.cost_currency !== null,
  );
  const currency = priced[0]?.cost_currency;
  if (!currency || priced.some((p) => p.cost_currency !== currency)) return null;
  return { amount: priced.reduce((sum, p) => sum + p.cost_minor, 0), currency };
}

/** What the import said the lines' suppliers charge (the API's estimate), null when unknown. */
export const expectedCost = (
  row: Pick<OrderListRow, 'expected_cost_minor' | 'expected_cost_currency'>,
): MinorMoney | null =>
  row.expected_cost_minor !== null && row.expected_cost_currency !== null
    ? { amount: row.expected_cost_minor, currency: row.expected_cost_currency }
    : null;

/** The source order numbers of every placement of an order, in placement order. */
export const sourceOrderNumbers = (placements: OrderListRow['placements']): string[] =>
  placements.flatMap((p) => p.source_order_numbers);
