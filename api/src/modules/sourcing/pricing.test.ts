import { profitFor, suggestedSellingPrice } from './pricing';
import { cheapestMethod, shippingMethods } from './shipping-lanes';

describe('suggested selling price', () => {
  it.each([
    [2, 1, 8.99], // landed 3 → ×3 = 9 → 8.99
    [8, 2.5, 26.99], // landed 10.5 → ×2.5 = 26.25 → 26.99
    [20, 4, 47.99], // landed 24 → ×2 = 48 → 47.99
    [60, 5, 103.99], // landed 65 → ×1.6 = 104 → 103.99
  ])('cost %d + shipping %d → %d', (cost, shipping, price) => {
    expect(suggestedSellingPrice(cost, shipping)).toBe(price);
  });
  it('is 0 for a free product and profit is null when the product does not ship there', () => {
    expect(suggestedSellingPrice(0, 0)).toBe(0);
    expect(profitFor(19.99, 5, null)).toBeNull();
    expect(profitFor(19.99, 5, 2.5)).toBe(12.49);
  });
});

describe('shipping lanes', () => {
  it('China lanes offer economy, standard and express; economy is cheapest and slowest', () => {
    const methods = shippingMethods('CN', 'US', 500, false);
    expect(methods.map((m) => m.code)).toEqual(['economy', 'standard', 'express']);
    expect(cheapestMethod(methods).code).toBe('economy');
    expect(methods[0]!.min_days).toBeGreaterThan(methods[1]!.min_days);
  });
  it('free standard shipping stays free and wins a tie by speed; heavier parcels cost more', () => {
    expect(cheapestMethod(shippingMethods('CN', 'DE', 500, true))).toMatchObject({
      code: 'standard',
      amount: 0,
    });
    const light = shippingMethods('US', 'US', 300, false)[0]!.amount;
    expect(shippingMethods('US', 'US', 3000, false)[0]!.amount).toBeGreaterThan(light);
  });
});
