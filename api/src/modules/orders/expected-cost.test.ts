import { expectedCost } from './expected-cost';

const usd = (amount: number) => ({ amount, currency: 'USD' });
const line = (importedCost: { amount: number; currency: string } | null, quantity = 1) => ({
  quantity,
  importedCost,
  replaceSupplier: null,
  source: null,
  sourceProductId: null,
  skuId: null,
});

describe('expectedCost', () => {
  it('sums cost × quantity in minor units', () => {
    expect(expectedCost([line(usd(499), 3), line(usd(1), 1)])).toEqual(usd(1498));
  });

  it('is null when a line is unknown, the currencies differ, or there are no lines', () => {
    expect(expectedCost([line(usd(499)), line(null)])).toBeNull();
    expect(expectedCost([line(usd(499)), line({ amount: 100, currency: 'EUR' })])).toBeNull();
    expect(expectedCost([])).toBeNull();
  });

  it('is null when a line is placed with another supplier product than the push linked', () => {
    const moved = { ...line(usd(499)), replaceSupplier: { source_product_id: '1', sku_id: '2' } };
    expect(expectedCost([line(usd(100)), moved])).toBeNull();
    const own = { ...line(usd(499)), source: 'cj', sourceProductId: '7', skuId: '8' };
    expect(expectedCost([line(usd(100)), own])).toBeNull();
  });
});
