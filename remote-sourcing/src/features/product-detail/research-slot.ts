import type { SupplierProduct } from '@omni/shared/contracts';

/**
 * What the product detail page gives the research tabs (ads spy, trending keywords, similar
 * products, price history, order statistics, top countries, seller ratings, reviews), which the
 * research feature renders as the default export of
 * `features/research/components/research-tabs.tsx`.
 */
export interface ResearchTabsProps {
  source: string;
  productId: string;
  /** ISO code of the ship-to country the page shows. */
  shipTo: string;
  product: SupplierProduct;
}
