import type { OrderLineItemRow } from '../../db/schema';
import { expectedCost, lineCost, type SupplierCost } from './expected-cost';

const usd = (amount: number) => ({ amount, currency: 'USD' });
type Cost = SupplierCost | null;
/** A channel line placed through the push's link, its import's variant costing `linkCost`. */
const line = (linkCost: Cost, quantity = 1) => ({
  quantity,
  linkCost,
  ownCost: null as Cost,
  replaceSupplier: null as OrderLineItemRow['replaceSupplier'],
  source: null as string | null,
  sourceProductId: null as string | null,
  skuId: null as string | null,
});
/** A line made by hand, naming an import's variant costing `ownCost` (ADR 035). */
const byHand = (ownCost: Cost, quantity = 1) => ({
  ...line(null, quantity),
  ownCost,
  source: 'cj',
  sourceProductId: '7',
  skuId: '8',
});
/** A line whose supplier the merchant changed, the new sku quoted at `cost` (absent: not kept). */
const moved = (cost?: SupplierCost) => ({
  ...line(usd(499)),
  replaceSupplier: { source: 'cj', source_product_id: '1', sku_id: '2', ...(cost ? { cost } : {}) },
});

describe('lineCost', () => {
  it("is the cost of the product the line is placed with: the replacement's, its own, the link's", () => {
    expect(lineCost(line(usd(100)))).toEqual(usd(100));
    expect(lineCost({ ...byHand(usd(250)), linkCost: usd(100) })).toEqual(usd(250));
    expect(lineCost({ ...moved(usd(730)), ownCost: usd(250) })).toEqual(usd(730));
    expect(
      lineCost({ ...byHand(usd(250)), replaceSupplier: moved(usd(730)).replaceSupplier }),
    ).toEqual(usd(730));
  });

  it("never stands in another product's cost for one that is not stored", () => {
    // a replacement from before its cost was kept: not the import's
    expect(lineCost(moved())).toBeNull();
    // a line made by hand whose import is gone: not the push link's
    expect(lineCost({ ...byHand(null), linkCost: usd(100) })).toBeNull();
    expect(lineCost(line(null))).toBeNull();
  });
});

describe('expectedCost', () => {
  it('sums cost × quantity in minor units', () => {
    expect(expectedCost([line(usd(499), 3), line(usd(1), 1)])).toEqual(usd(1498));
  });

  it('costs lines made by hand and lines with a changed supplier, mixed with linked ones', () => {
    expect(expectedCost([byHand(usd(250), 2), moved(usd(730)), line(usd(100))])).toEqual(usd(1330));
  });

  it('is null when a line is unknown, the currencies differ, or there are no lines', () => {
    expect(expectedCost([line(usd(499)), line(null)])).toBeNull();
    expect(expectedCost([line(usd(499)), line({ amount: 100, currency: 'EUR' })])).toBeNull();
    expect(expectedCost([byHand(usd(250)), moved({ amount: 100, currency: 'EUR' })])).toBeNull();
    expect(expectedCost([byHand(usd(250)), moved()])).toBeNull();
    expect(expectedCost([])).toBeNull();
  });
});
