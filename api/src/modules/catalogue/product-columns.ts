import { repriceVariants } from '@omni/shared/pricing-rules';
import type { ProductVariant } from '@omni/shared/contracts/catalogue';
import type { PricingContext } from './pricing/repository';
import type { ProductDocument } from './product-document';
import { productSummary } from './product-document';

/** The import-list columns of a product document, priced with the workplace's rule. */
export function pricedColumns(document: ProductDocument, pricing: PricingContext) {
  const variants = repriceVariants(
    pricing.rule,
    document.variants,
    pricing.currency,
    pricing.rates,
  );
  return { ...productColumnsOf(document, variants), currency: pricing.currency };
}

/** Row values of a document whose variants are final (the list's summary kept in step). */
export function productColumnsOf(
  document: Omit<ProductDocument, 'variants'>,
  variants: ProductVariant[],
) {
  return {
    title: document.title,
    descriptionHtml: document.descriptionHtml,
    sourceUrl: document.sourceUrl,
    supplierName: document.supplierName,
    options: document.options,
    variants,
    images: document.images,
    ...productSummary(variants),
  };
}
