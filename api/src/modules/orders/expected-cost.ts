import type { OrderLineItemRow } from '../../db/schema';
import { placedThroughLink } from './variant-links';

/** What a supplier charges for one unit of a variant, as the app stored it, in minor units. */
export interface SupplierCost {
  amount: number;
  currency: string;
}

type CostedLine = Pick<
  OrderLineItemRow,
  'quantity' | 'replaceSupplier' | 'source' | 'sourceProductId' | 'skuId'
> & {
  /** The import list's cost of the variant the push linked the line's store variant to. */
  linkCost: SupplierCost | null;
  /** The import list's cost of the variant a line made by hand names itself (ADR 035). */
  ownCost: SupplierCost | null;
};

/**
 * A line's unit cost at the supplier product it is placed with, in lineSupplier's order: the
 * replacement's, as the supplier quoted it when the merchant changed the supplier; else the
 * import's variant the line's own mapping names; else the import's variant the push linked.
 * Null when that cost is not stored (a replacement from before it was kept, an import or variant
 * removed since, a line nothing maps): never another product's cost in its place.
 */
export function lineCost(line: CostedLine): SupplierCost | null {
  if (line.replaceSupplier) return line.replaceSupplier.cost ?? null;
  return placedThroughLink(line) ? line.linkCost : line.ownCost;
}

/**
 * The placement section's product cost before a placement says what was charged: each line's
 * cost (lineCost) × its quantity, summed in minor units. Null unless every line's cost is known
 * and in one currency: a partial sum would read as the whole cost.
 */
export function expectedCost(lines: readonly CostedLine[]): SupplierCost | null {
  if (lines.length === 0) return null;
  let amount = 0;
  let currency: string | null = null;
  for (const line of lines) {
    const cost = lineCost(line);
    if (!cost) return null;
    if (currency !== null && cost.currency !== currency) return null;
    currency = cost.currency;
    amount += cost.amount * line.quantity;
  }
  return currency === null ? null : { amount, currency };
}
