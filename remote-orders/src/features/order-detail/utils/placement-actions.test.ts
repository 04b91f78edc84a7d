import { placementActionsOf, recreateNeedsCheck } from './placement-actions';

describe('placementActionsOf', () => {
  it('offers marking placed, unpaid supplier orders failed and placing failed ones again', () => {
    expect(placementActionsOf([])).toEqual({ canMarkFailed: false, canRecreate: false });
    expect(placementActionsOf([{ source: 'cj', status: 'success', paid: false }])).toEqual({
      canMarkFailed: true,
      canRecreate: false,
    });
    expect(placementActionsOf([{ source: 'cj', status: 'error', paid: false }])).toEqual({
      canMarkFailed: false,
      canRecreate: true,
    });
    expect(placementActionsOf([{ source: 'cj', status: 'processing', paid: false }])).toEqual({
      canMarkFailed: false,
      canRecreate: false,
    });
  });

  it('never fails a paid order, and leaves orders placed by hand to the merchant', () => {
    expect(
      placementActionsOf([
        { source: 'cj', status: 'success', paid: true },
        { source: 'aliexpress', status: 'success', paid: false },
      ]),
    ).toEqual({ canMarkFailed: false, canRecreate: false });
    expect(placementActionsOf([{ source: 'manual', status: 'success', paid: false }])).toEqual({
      canMarkFailed: false,
      canRecreate: false,
    });
    expect(placementActionsOf([{ source: 'manual', status: 'error', paid: false }])).toEqual({
      canMarkFailed: false,
      canRecreate: false,
    });
  });
});

describe('recreateNeedsCheck', () => {
  it('asks before placing again only a supplier order the supplier may already have', () => {
    const order = (status: string, error: string | null, source = 'aliexpress') => ({
      source,
      status,
      error,
    });
    expect(recreateNeedsCheck([order('error', 'error_repeated_order')])).toBe(true);
    expect(
      recreateNeedsCheck([order('success', null, 'cj'), order('error', 'error_repeated_order')]),
    ).toBe(true);
    expect(recreateNeedsCheck([order('error', 'error_supplier_account')])).toBe(false);
    expect(recreateNeedsCheck([order('error', 'error_checkout_products')])).toBe(false);
    expect(recreateNeedsCheck([])).toBe(false);
  });
});
