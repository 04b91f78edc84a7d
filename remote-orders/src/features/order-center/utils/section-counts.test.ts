import { sectionTotal, subStatusCount, type OrderStatusCounts } from './section-counts';

const counts: OrderStatusCounts = {
  placement: { ready: 4 },
  payment: { all: 7, waiting_payment: 3, order_placed: 4 },
  cancelled: { channel: 2, source: 5 },
  refund: { all: 1, pending: 1 },
};

describe('section counts', () => {
  it('uses the all count of a section that has one', () => {
    expect(sectionTotal(counts, 'payment')).toBe(7);
  });

  it('sums the sub-statuses of a section without an all tab', () => {
    expect(sectionTotal(counts, 'cancelled')).toBe(7);
    expect(sectionTotal(counts, 'placement')).toBe(4);
  });

  it('counts a missing section or sub-status as zero', () => {
    expect(sectionTotal(counts, 'shipment')).toBe(0);
    expect(subStatusCount(counts, 'refund', 'rejected')).toBe(0);
    expect(sectionTotal(undefined, 'refund')).toBe(0);
  });
});
