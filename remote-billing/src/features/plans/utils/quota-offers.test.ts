import type { QuotaUsage } from '@omni/shared/contracts';
import { quotaOffers } from './quota-offers';

const usage = (features: Record<string, [limit: number, usage: number]>): QuotaUsage => ({
  period_start: '2026-11-01T00:00:00.000Z',
  period_end: '2026-12-01T00:00:00.000Z',
  features: Object.fromEntries(
    Object.entries(features).map(([key, [limit, used]]) => [
      key,
      { limit, usage: used, isOutQuota: limit >= 0 && used >= limit },
    ]),
  ),
});

describe('quotaOffers', () => {
  it('offers packs of the counted features the plan limits, and the Ready2Sale add-on', () => {
    const offers = quotaOffers(
      usage({
        IMPORT_PRODUCT: [50, 50],
        LISTING_PRODUCTS: [20, 3],
        ORDER_FULFILLMENT: [-1, 9], // unlimited: nothing to buy
        AI_PRODUCT_WRITING: [0, 0], // not in the plan: charge-extra refuses it
        BULK_PUBLISH_TO_STORE: [1, 0], // a gate, never sold by the unit
        READY2SALE: [0, 0],
      }),
    );
    expect(offers.map((o) => o.feature)).toEqual([
      'IMPORT_PRODUCT',
      'LISTING_PRODUCTS',
      'READY2SALE',
    ]);
    expect(offers[0]).toEqual({
      feature: 'IMPORT_PRODUCT',
      pack: { units: 100, price: 500, currency: 'USD' },
      quota: { limit: 50, usage: 50 },
    });
    // a plan without READY2SALE buys the add-on; there is no quota to show yet
    expect(offers[2]).toMatchObject({ pack: { units: 10, price: 990 }, quota: null });
  });

  it('shows the Ready2Sale quota when the plan has one, and offers no add-on when unlimited', () => {
    expect(quotaOffers(usage({ READY2SALE: [10, 4] }))).toEqual([
      expect.objectContaining({ feature: 'READY2SALE', quota: { limit: 10, usage: 4 } }),
    ]);
    expect(quotaOffers(usage({ READY2SALE: [-2, 4] }))).toEqual([]);
  });
});
