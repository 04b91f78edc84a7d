import { buildOrderStatusCounts } from './order-sections';

describe('buildOrderStatusCounts', () => {
  it('puts each row in its section and sums the all tabs', () => {
    const counts = buildOrderStatusCounts([
      { section: 'placement', subStatus: 'ready', n: 3 },
      { section: 'payment', subStatus: 'waiting_payment', n: 2 },
      { section: 'payment', subStatus: 'order_placed', n: 1 },
      { section: 'shipment', subStatus: 'in_transit', n: 4 },
      { section: 'shipment', subStatus: 'delivered', n: 5 },
      { section: 'cancelled', subStatus: 'source', n: 1 },
      { section: 'refund', subStatus: 'pending', n: 2 },
    ]);
    expect(counts.placement).toEqual({ ready: 3 });
    expect(counts.payment).toEqual({ all: 3, waiting_payment: 2, order_placed: 1 });
    expect(counts.shipment.all).toBe(9);
    expect(counts.shipment.in_transit).toBe(4);
    expect(counts.shipment.exception).toBe(0);
    expect(counts.cancelled).toEqual({ channel: 0, source: 1 });
    expect(counts.refund).toEqual({ all: 2, completed: 0, pending: 2, accepted: 0, rejected: 0 });
  });

  it('is all zeros without orders', () => {
    const counts = buildOrderStatusCounts([]);
    expect(counts.placement.ready).toBe(0);
    expect(counts.refund.all).toBe(0);
  });
});
