import {
  TITLE_MAX,
  type ProductImage,
  type ProductOption,
  type ProductVariant,
} from '@omni/shared/contracts/catalogue';
import { toMinorUnits } from '@omni/shared/money';
import { sanitizeDescription } from './description-html';

/*
 * An imported product as the editor keeps it (ADR 008), built from what the source sent: only
 * variants with stock (spec 001 §5), option values that some kept variant uses, costs in minor
 * units of the supplier's currency. Prices are set by the pricing rule when the import is saved.
 */

export interface ProductDocument {
  title: string;
  descriptionHtml: string;
  sourceUrl: string | null;
  supplierName: string | null;
  options: ProductOption[];
  variants: ProductVariant[];
  images: ProductImage[];
}

/** A variant as a source describes it: its option values by option name. */
export interface SourceVariant {
  id: string;
  options: Record<string, string>;
  /** Decimal string or number in `currency`. */
  price: string | number;
  currency: string;
  stock: number;
  sku?: string;
  image?: string | null;
}

export interface SourceDocument {
  title: string;
  descriptionHtml: string;
  sourceUrl: string | null;
  supplierName: string | null;
  /** Option names in order, each with its values in the source's order. */
  options: ReadonlyArray<{ name: string; values: readonly string[] }>;
  variants: readonly SourceVariant[];
  images: readonly string[];
}

const clip = (text: string, max: number) => text.trim().slice(0, max);

/** The editable document of a source product; sold-out variants and unpriceable ones dropped. */
export function productDocument(source: SourceDocument): ProductDocument {
  const sellable = source.variants.flatMap((variant) => {
    const cost = toMinorUnits(variant.price, variant.currency);
    return variant.stock > 0 && cost !== null && cost >= 0 ? [{ variant, cost }] : [];
  });
  const options = source.options
    .map((option) => ({
      name: clip(option.name, 255),
      values: option.values.filter((value) =>
        sellable.some(({ variant }) => variant.options[option.name] === value),
      ),
    }))
    .filter((option) => option.name !== '' && option.values.length > 0);
  const seen = new Set<string>();
  const variants: ProductVariant[] = [];
  for (const { variant, cost } of sellable) {
    if (seen.has(variant.id)) continue;
    seen.add(variant.id);
    variants.push({
      supplier_variant_id: variant.id,
      option_values: options.map((option) => variant.options[option.name] ?? option.values[0]!),
      cost: { amount: cost, currency: variant.currency.toUpperCase() },
      price: 0,
      compare_at_price: null,
      sku: clip(variant.sku ?? '', 255),
      supplier_stock: variant.stock,
      image: variant.image ?? null,
    });
  }
  return {
    title: clip(source.title, TITLE_MAX),
    descriptionHtml: sanitizeDescription(source.descriptionHtml),
    sourceUrl: source.sourceUrl,
    supplierName: source.supplierName,
    options,
    variants,
    images: [...new Set(source.images)].map((url) => ({ url })),
  };
}

export interface ProductSummary {
  costCurrency: string;
  costFrom: number;
  costTo: number;
  priceFrom: number;
  priceTo: number;
  variantCount: number;
}

/** The list columns of a product, from its variants (zeros for a product without variants). */
export function productSummary(variants: readonly ProductVariant[]): ProductSummary {
  const costs = variants.map((variant) => variant.cost.amount);
  const prices = variants.map((variant) => variant.price);
  return {
    costCurrency: variants[0]?.cost.currency ?? 'USD',
    costFrom: costs.length > 0 ? Math.min(...costs) : 0,
    costTo: costs.length > 0 ? Math.max(...costs) : 0,
    priceFrom: prices.length > 0 ? Math.min(...prices) : 0,
    priceTo: prices.length > 0 ? Math.max(...prices) : 0,
    variantCount: variants.length,
  };
}
