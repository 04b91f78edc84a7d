import { sumShippingFees } from './shipping-fees';

describe('sumShippingFees', () => {
  it('adds the fees in cents and prints 2 decimals', () => {
    expect(sumShippingFees([{ shippingFee: '0.10' }, { shippingFee: '0.20' }])).toBe('0.30');
    expect(sumShippingFees([{ shippingFee: '12.5' }, { shippingFee: null }])).toBe('12.50');
  });

  it('is null when no line has a fee', () => {
    expect(sumShippingFees([{ shippingFee: null }])).toBeNull();
    expect(sumShippingFees([])).toBeNull();
  });
});
