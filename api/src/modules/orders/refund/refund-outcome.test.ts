import { refundStep } from './refund-outcome';

describe('refundStep', () => {
  it('moves a pending refund to completed with the wallet, accepted otherwise', () => {
    expect(refundStep('pending', 'accepted', 'wallet')).toEqual({
      status: 'completed',
      toWallet: true,
    });
    expect(refundStep('pending', 'accepted', 'other')).toEqual({
      status: 'accepted',
      toWallet: false,
    });
  });

  it('moves a pending refund to rejected, never giving money back', () => {
    expect(refundStep('pending', 'rejected', 'wallet')).toEqual({
      status: 'rejected',
      toWallet: false,
    });
  });

  it('does nothing while the source has not decided, nor once decided', () => {
    expect(refundStep('pending', 'pending', 'wallet')).toBeNull();
    for (const decided of ['accepted', 'completed', 'rejected'] as const)
      expect(refundStep(decided, 'accepted', 'wallet')).toBeNull();
  });
});
