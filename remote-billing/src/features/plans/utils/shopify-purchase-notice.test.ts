import type { QuotaPurchase } from '@omni/shared/contracts/billing';
import { billedByShopify, purchaseNotice } from './shopify-purchase-notice';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const purchase = (over: Partial<QuotaPurchase>): QuotaPurchase => ({
  id: 'p',
  provider: 'shopify',
  status: 'pending',
  confirmation_url: null,
  feature: 'IMPORT_PRODUCT',
  units: 100,
  amount: 500,
  currency: 'USD',
  store_id: null,
  period_start: '2026-11-01T00:00:00.000Z',
  period_end: '2026-12-01T00:00:00.000Z',
  quota: { limit: 50, usage: 0 },
  total_balance: null,
  created_at: '2026-11-27T11:00:00.000Z',
  updated_at: '2026-11-27T11:00:00.000Z',
  ...over,
});

describe('billedByShopify', () => {
  it('is Shopify inside a shop’s admin, or when a shop bills the plan in force', () => {
    expect(billedByShopify(true, null)).toBe(true);
    expect(billedByShopify(false, { provider: 'shopify', status: 'active' })).toBe(true);
    expect(billedByShopify(false, { provider: 'shopify', status: 'past_due' })).toBe(true);
    expect(billedByShopify(false, { provider: 'shopify', status: 'canceled' })).toBe(false);
    expect(billedByShopify(false, { provider: 'stripe', status: 'active' })).toBe(false);
    expect(billedByShopify(false, undefined)).toBe(false);
  });
});

describe('purchaseNotice', () => {
  it('speaks of the purchase Shopify returned to, whatever its state', () => {
    const paid = purchase({ id: 'a', status: 'paid' });
    const other = purchase({ id: 'b' });
    expect(purchaseNotice([other, paid], 'a', NOW)).toEqual({ purchase: paid, returned: true });
  });

  it('else of the newest Shopify purchase while pending, or for a day once declined or expired', () => {
    const wallet = purchase({ id: 'w', provider: 'wallet', status: 'declined' });
    const pending = purchase({ id: 'p' });
    expect(purchaseNotice([wallet, pending], null, NOW)).toEqual({
      purchase: pending,
      returned: false,
    });
    const declined = purchase({ id: 'd', status: 'declined', updated_at: '2026-11-27T09:00:00Z' });
    expect(purchaseNotice([declined], 'unknown', NOW)?.purchase).toBe(declined);
    const old = purchase({ status: 'expired', updated_at: '2026-11-26T11:59:00.000Z' });
    expect(purchaseNotice([old], null, NOW)).toBeNull();
    expect(purchaseNotice([purchase({ status: 'paid' })], null, NOW)).toBeNull();
    expect(purchaseNotice([wallet], null, NOW)).toBeNull();
    expect(purchaseNotice([], null, NOW)).toBeNull();
  });
});
