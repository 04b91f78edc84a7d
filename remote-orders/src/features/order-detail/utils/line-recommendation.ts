import type { OrderDetailLine, SourceRecommendation } from '@omni/shared/contracts/orders';

/** The supplier product the change-supplier dialog starts from, when the order names one. */
export interface LineRecommendation {
  source?: string | undefined;
  source_product_id: string;
  sku_id: string;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * The product the API saw in stock when the supplier reported the line unavailable
 * (source_recommend.recommend). source_recommend is free-form in the contract, so only a complete
 * recommendation is taken; none otherwise (never a guess).
 */
export function sourceRecommendation(
  line: OrderDetailLine,
): (LineRecommendation & { source: string }) | null {
  const recommend = (line.source_recommend?.recommend ??
    null) as Partial<SourceRecommendation> | null;
  if (
    recommend &&
    isText(recommend.source) &&
    isText(recommend.source_product_id) &&
    isText(recommend.sku_id)
  )
    return {
      source: recommend.source,
      source_product_id: recommend.source_product_id,
      sku_id: recommend.sku_id,
    };
  return null;
}

/** What to offer for a line: the source's recommendation, else the line's own replacement. */
export function lineRecommendation(line: OrderDetailLine): LineRecommendation | null {
  return sourceRecommendation(line) ?? line.replace_supplier ?? null;
}
