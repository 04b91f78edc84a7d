import { and, count, eq, isNull } from 'drizzle-orm';
import type { OrderStatusCounts } from '@omni/shared/contracts';
import { orders, workplaces } from '../../db/schema';
import { buildOrderStatusCounts } from './order-sections';
import { countOrderStatuses } from './repository';
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

describe('order_status_counts (kept by triggers on orders)', () => {
  /** The counts as a scan of the orders would give them. */
  async function scanned(workplaceId: string) {
    const rows = await t.db
      .select({ section: orders.section, subStatus: orders.subStatus, n: count() })
      .from(orders)
      .where(and(eq(orders.workplaceId, workplaceId), isNull(orders.archivedAt)))
      .groupBy(orders.section, orders.subStatus);
    return buildOrderStatusCounts(rows.map((row) => ({ ...row, n: Number(row.n) })));
  }

  it('follows inserts, moves between tabs, archiving and deletes', async () => {
    const demo = await demoMerchant(t.app, t.db);
    const workplaceId = demo.demoWorkplaceId;
    expect(await countOrderStatuses(t.db, workplaceId)).toEqual(await scanned(workplaceId));

    const [first] = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.workplaceId, workplaceId), eq(orders.section, 'placement')))
      .limit(1);
    await t.db
      .update(orders)
      .set({ section: 'payment', subStatus: 'waiting_payment' })
      .where(eq(orders.id, first!.id));
    let counts = await countOrderStatuses(t.db, workplaceId);
    expect(counts.placement.ready).toBe(2);
    expect(counts.payment.waiting_payment).toBe(2);

    await t.db.update(orders).set({ archivedAt: new Date() }).where(eq(orders.id, first!.id));
    counts = await countOrderStatuses(t.db, workplaceId);
    expect(counts.payment.waiting_payment).toBe(1);
    expect(counts).toEqual(await scanned(workplaceId));

    await t.db.update(orders).set({ archivedAt: null }).where(eq(orders.id, first!.id));
    await t.db
      .delete(orders)
      .where(and(eq(orders.workplaceId, workplaceId), eq(orders.section, 'shipment')));
    counts = await countOrderStatuses(t.db, workplaceId);
    expect(counts.shipment.all).toBe(0);
    expect(counts).toEqual(await scanned(workplaceId));
  });

  it('lets a workplace with orders be deleted', async () => {
    const demo = await demoMerchant(t.app, t.db);
    await t.db.delete(workplaces).where(eq(workplaces.id, demo.secondWorkplaceId));
    expect((await countOrderStatuses(t.db, demo.secondWorkplaceId)).placement.ready).toBe(0);
  });
});
