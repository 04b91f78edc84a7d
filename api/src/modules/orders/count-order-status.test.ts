import type { OrderStatusCounts } from '@omni/shared/contracts';
import { demoMerchant } from '../../testing/demo';
import { call, useTestApp } from '../../testing/test-app';

const t = useTestApp();

describe('GET orders/v5/count-order-status', () => {
  it('counts the orders of the workplace in the header by section and sub-status', async () => {
    const demo = await demoMerchant(t.app, t.db);
    const answer = await call<OrderStatusCounts>(
      t.app,
      'GET',
      '/api/orders/v5/count-order-status',
      {
        token: demo.token,
        workplaceId: demo.demoWorkplaceId,
      },
    );
    expect(answer.body.data).toEqual({
      placement: { ready: 3 },
      payment: { all: 2, waiting_payment: 1, order_placed: 1 },
      shipment: {
        all: 5,
        not_found: 0,
        info_received: 0,
        in_transit: 2,
        available_for_pickup: 0,
        out_for_delivery: 1,
        delivered: 1,
        expired: 0,
        delivery_failure: 0,
        exception: 1,
      },
      cancelled: { channel: 1, source: 0 },
      refund: { all: 2, completed: 1, pending: 1, accepted: 0, rejected: 0 },
    });
    const second = await call<OrderStatusCounts>(
      t.app,
      'GET',
      '/api/orders/v5/count-order-status',
      {
        token: demo.token,
        workplaceId: demo.secondWorkplaceId,
      },
    );
    expect(second.body.data?.placement.ready).toBe(1);
    expect(second.body.data?.shipment.all).toBe(0);
  });
});
