import type { OrderDetailLine } from '@omni/shared/contracts/orders';
import { lineRecommendation } from './line-recommendation';

const line = (over: Partial<OrderDetailLine>) =>
  ({ source_recommend: null, replace_supplier: null, ...over }) as OrderDetailLine;

describe('lineRecommendation', () => {
  it('offers the product seen in stock when the supplier reported the line unavailable', () => {
    expect(
      lineRecommendation(
        line({
          source_recommend: {
            error_code: 'NEED_CHANGE_SUPPLIER',
            recommend: { source: 'cj', source_product_id: 'P1', sku_id: 'V1', stock: 9 },
          },
          replace_supplier: { source: 'aliexpress', source_product_id: 'A', sku_id: 'B' },
        }),
      ),
    ).toEqual({ source: 'cj', source_product_id: 'P1', sku_id: 'V1' });
  });

  it('falls back to the line’s replacement, and offers nothing for an incomplete recommendation', () => {
    const replaced = { source: 'aliexpress', source_product_id: 'A', sku_id: 'B' };
    expect(
      lineRecommendation(
        line({
          source_recommend: { recommend: { source: 'cj', source_product_id: 'P1' } },
          replace_supplier: replaced,
        }),
      ),
    ).toEqual(replaced);
    expect(lineRecommendation(line({ source_recommend: { recommend: null } }))).toBeNull();
  });
});
