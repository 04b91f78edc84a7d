import { orderedFeatures } from './feature-order';

describe('orderedFeatures', () => {
  it('lists known features in display order and unknown ones last, by name', () => {
    const features = {
      ZETA_NEW: { limit: 1 },
      ADMIAD_CASHBACK: { limit: 0 },
      ALPHA_NEW: { limit: 2 },
      IMPORT_PRODUCT: { limit: 50 },
      ORDER_FULFILLMENT: { limit: -1 },
    };
    expect(orderedFeatures(features).map(([key]) => key)).toEqual([
      'IMPORT_PRODUCT',
      'ORDER_FULFILLMENT',
      'ADMIAD_CASHBACK',
      'ALPHA_NEW',
      'ZETA_NEW',
    ]);
  });

  it('keeps each feature with its value', () => {
    expect(orderedFeatures({ IMPORT_PRODUCT: { limit: 50 } })).toEqual([
      ['IMPORT_PRODUCT', { limit: 50 }],
    ]);
  });
});
