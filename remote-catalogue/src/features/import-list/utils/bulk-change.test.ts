import { EMPTY_BULK_CHANGE, bulkChangeOf } from './bulk-change';

describe('bulkChangeOf', () => {
  it('is null when nothing is ticked or typed', () => {
    expect(bulkChangeOf(EMPTY_BULK_CHANGE)).toBeNull();
    expect(bulkChangeOf({ ...EMPTY_BULK_CHANGE, addTags: ['  '] })).toBeNull();
  });

  it('sends only the ticked changes, tags trimmed and once each', () => {
    expect(
      bulkChangeOf({
        applyPricingRule: true,
        addTags: [' summer', 'summer', 'sale '],
        removeTags: [],
        setProductType: true,
        productType: ' Mugs ',
      }),
    ).toEqual({ pricing_rule: true, tags: { add: ['summer', 'sale'] }, product_type: 'Mugs' });
  });

  it('may clear the product type on purpose', () => {
    expect(bulkChangeOf({ ...EMPTY_BULK_CHANGE, setProductType: true })).toEqual({
      product_type: '',
    });
  });
});
