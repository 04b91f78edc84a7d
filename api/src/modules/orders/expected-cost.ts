import type { OrderLineItemRow } from '../../db/schema';
import { placedThroughLink } from './variant-links';

/** What the supplier charged for a variant when its product was imported, in minor units. */
export interface ImportedCost {
  amount: number;
  currency: string;
}

type CostedLine = Pick<
  OrderLineItemRow,
  'quantity' | 'replaceSupplier' | 'source' | 'sourceProductId' | 'skuId'
> & {
  importedCost: ImportedCost | null;
};

/**
 * The placement section's product cost before a placement says what was charged: each line's
 * imported supplier cost × its quantity, summed in minor units. Null unless every line's cost is
 * known and in one currency: a partial sum would read as the whole cost. A line whose supplier
 * was changed, or that names its own (made here by hand), is placed with a product whose cost
 * the import does not know.
 */
export function expectedCost(lines: readonly CostedLine[]): ImportedCost | null {
  if (lines.length === 0) return null;
  let amount = 0;
  let currency: string | null = null;
  for (const line of lines) {
    const cost = line.importedCost;
    if (!cost || !placedThroughLink(line)) return null;
    if (currency !== null && cost.currency !== currency) return null;
    currency = cost.currency;
    amount += cost.amount * line.quantity;
  }
  return currency === null ? null : { amount, currency };
}
