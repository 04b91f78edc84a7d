import type { ProductVariant } from '@omni/shared/contracts/catalogue';
import { convertMinorUnits, type ExchangeRatesInput } from '@omni/shared/money';

export interface VariantPricing {
  /** The supplier's cost in the product's currency (minor units); null without a rate. */
  cost: number | null;
  price: number;
  /** Price minus cost; null when the cost cannot be converted. */
  profit: number | null;
  /** Profit as a share of the price (0.35 = 35 %); null without a cost or at a zero price. */
  margin: number | null;
}

/** Cost, price, profit and margin of a variant, in the product's currency (minor units). */
export function variantPricing(
  variant: Pick<ProductVariant, 'cost' | 'price'>,
  currency: string,
  rates: ExchangeRatesInput,
): VariantPricing {
  const cost = convertMinorUnits(variant.cost.amount, variant.cost.currency, currency, rates);
  const profit = cost === null ? null : variant.price - cost;
  const margin = profit === null || variant.price === 0 ? null : profit / variant.price;
  return { cost, price: variant.price, profit, margin };
}
