import { disputeDecision, pickDisputeReason, splitCents } from './cj-disputes';

describe('CJ dispute helpers', () => {
  it('reads dispute status words by meaning, unknown ones pending', () => {
    expect(disputeDecision('PROCESSING')).toBe('pending');
    expect(disputeDecision('FINISHED')).toBe('accepted');
    expect(disputeDecision('REJECTED')).toBe('rejected');
    expect(disputeDecision('CANCELLED')).toBe('rejected');
    expect(disputeDecision('3')).toBe('pending');
  });

  it("picks CJ's reason naming ours, else its other, else its first", () => {
    const reasons = [
      { disputeReasonId: 7, reasonName: 'Quality problem' },
      { disputeReasonId: 8, reasonName: 'Out of stock' },
      { disputeReasonId: 9, reasonName: 'Other' },
    ];
    expect(pickDisputeReason(reasons, 'item_unavailable')).toBe(8);
    expect(pickDisputeReason(reasons, 'customer_changed_or_cancelled_order')).toBe(9);
    expect(pickDisputeReason(reasons.slice(0, 1), 'other')).toBe(7);
  });

  it('splits cents over lines by value, exactly', () => {
    expect(splitCents([100, 200], 100)).toEqual([33, 67]);
    expect(splitCents([1, 1, 1], 100)).toEqual([33, 33, 34]);
    expect(splitCents([0], 250)).toEqual([250]);
  });
});
