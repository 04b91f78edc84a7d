import type { ListLine } from './repository';

type CostedLine = Pick<ListLine, 'quantity' | 'importedCost' | 'replaceSupplier'>;

/**
 * The placement section's product cost before a placement says what was charged: each line's
 * imported supplier cost × its quantity, summed in minor units. Null unless every line's cost is
 * known and in one currency: a partial sum would read as the whole cost. A line whose supplier
 * was changed is placed with another product, whose cost the import does not know.
 */
export function expectedCost(
  lines: readonly CostedLine[],
): { amount: number; currency: string } | null {
  if (lines.length === 0) return null;
  let amount = 0;
  let currency: string | null = null;
  for (const line of lines) {
    const cost = line.importedCost;
    if (!cost || line.replaceSupplier) return null;
    if (currency !== null && cost.currency !== currency) return null;
    currency = cost.currency;
    amount += cost.amount * line.quantity;
  }
  return currency === null ? null : { amount, currency };
}
