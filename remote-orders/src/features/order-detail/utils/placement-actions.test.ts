import { placementActionsOf } from './placement-actions';

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
