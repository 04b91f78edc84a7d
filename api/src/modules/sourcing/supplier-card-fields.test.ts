import type { SupplierProduct } from '../../integrations/suppliers/supplier-source';
import { sourceDetail, summaryCard } from './external-sources';

const NO_MARKS = { favourites: new Set<string>(), imports: new Map<string, string>() };

const PRODUCT: SupplierProduct = {
  source: 'cj',
  sourceProductId: '1786543210987654321',
  title: 'Desk lamp',
  images: [],
  options: [{ name: 'Color', values: ['Black'] }],
  variants: [
    {
      skuId: 'S1',
      options: { Color: 'Black' },
      price: { amount: '4.20', currency: 'USD' },
      stock: 3,
    },
  ],
};

describe('supplier cards and details', () => {
  it('a search card says the review count is unknown (null), never "0 reviews"', () => {
    const card = summaryCard(
      {
        source: 'aliexpress',
        sourceProductId: '1005006000000001',
        title: 'Lamp',
        price: { amount: '3.10', currency: 'USD' },
        rating: 4.6,
      },
      NO_MARKS,
      'US',
    );
    expect(card.details.rating).toBe(4.6);
    expect(card.details.reviews_count).toBeNull();
  });

  it('a detail carries the stars and count the source reports, and null where it reports none', () => {
    const reported = sourceDetail(
      { ...PRODUCT, rating: 4.4, reviewCount: 31 },
      NO_MARKS,
      'http://app',
    );
    expect(reported).toMatchObject({ avg_evaluation_rating: 4.4, evaluation_count: 31 });
    const silent = sourceDetail(PRODUCT, NO_MARKS, 'http://app');
    expect(silent).toMatchObject({ avg_evaluation_rating: null, evaluation_count: null });
  });
});
