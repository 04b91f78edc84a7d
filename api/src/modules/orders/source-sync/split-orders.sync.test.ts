import { and, eq, sql } from 'drizzle-orm';
import { orderPanelEndpoint } from '@omni/shared/contracts/orders';
import { jobs } from '../../../db/schema';
import type { Caller } from '../../../testing/call-endpoint';
import { callEndpoint } from '../../../testing/call-endpoint';
import { PAY_SUPPLIER_JOB } from '../payment/supplier-payment-job';
import { orderLogOf, orderState } from '../placement/placement-test-kit';
import { useSourceSyncKit } from './source-sync-test-kit';

/*
 * ADR 040 and 042, amended: an AliExpress placement AliExpress splits into one order per seller.
 * Every order number is kept exactly, every order is looked up by the supplier payment and read by
 * the source order sync, their parcels are all followed, the placement's status is the least
 * advanced order's, and one seller cancelling its order while the others go on is told, not taken
 * for the whole placement's cancellation.
 */

const { suppliers, t, placementsOf, placedSplitAliExpressOrder, parcelsOf, nextSync, runDueNow } =
  useSourceSyncKit();
const { ae } = suppliers;

/** The merchant pays one of the orders on AliExpress (the stand-in's control page). */
async function paidOnAliExpress(orderId: string) {
  const response = await fetch(`${suppliers.urls.ae}/_control/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orderId }),
  });
  expect(response.status).toBe(200);
}

async function panelOf(caller: Caller, orderId: string) {
  const panel = await callEndpoint(t.app, orderPanelEndpoint, caller, {
    params: { order_id: orderId },
  });
  return panel.body.data!.source_orders[0]!;
}

const placementOf = async (orderId: string) => (await placementsOf(orderId))[0]!;

const logOf = async (caller: Caller, orderId: string, action: string) =>
  (await orderLogOf(t.app, caller, orderId)).filter((entry) => entry.action === action);

describe('an AliExpress placement split over two sellers', () => {
  it('keeps both order numbers exactly, looks both up to pay them, and warns until both are paid on AliExpress', async () => {
    const m = await placedSplitAliExpressOrder('split-pay@example.test');
    const [first, second] = m.numbers;
    // both past 2^53 (the stand-in's first id is 9007199254740993): no digit rounded away
    expect(m.numbers).toHaveLength(2);
    expect(m.numbers.every((number) => BigInt(number) > 2n ** 53n)).toBe(true);
    expect(new Set(m.numbers.map((number) => ae.orders.get(number)?.outOrderId)).size).toBe(1);
    const stores = m.numbers.map((number) => ae.orders.get(number)!.storeId);
    expect(new Set(stores).size).toBe(2);

    // the supplier payment looked up each order: both wait for payment on AliExpress
    let placement = await placementOf(m.order.id);
    expect(placement).toMatchObject({ warningKey: 'pay_on_source', sourceOrderNumbers: m.numbers });
    expect(m.numbers.map((number) => ae.orders.get(number)!.status)).toEqual([
      'PLACE_ORDER_SUCCESS',
      'PLACE_ORDER_SUCCESS',
    ]);

    // a retried payment job writes nothing to AliExpress and creates nothing
    const ordersBefore = ae.orders.size;
    const [payJob] = await t.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, PAY_SUPPLIER_JOB.kind),
          sql`${jobs.payload}->>'placementId' = ${placement.id}`,
        ),
      );
    await t.db
      .update(jobs)
      .set({ status: 'queued', runAt: new Date(0), attempts: 0 })
      .where(eq(jobs.id, payJob!.id));
    await runDueNow();
    expect(ae.orders.size).toBe(ordersBefore);
    expect(ae.orders.get(first!)!.status).toBe('PLACE_ORDER_SUCCESS');

    // one seller paid: the placement still waits for the other one's payment
    await paidOnAliExpress(first!);
    await nextSync();
    placement = await placementOf(m.order.id);
    expect(placement).toMatchObject({
      sourceStatus: 'PLACE_ORDER_SUCCESS',
      sourceOrderStatuses: { [first!]: 'WAIT_SELLER_SEND_GOODS', [second!]: 'PLACE_ORDER_SUCCESS' },
      warningKey: 'pay_on_source',
    });

    // both paid: the warning is spent, the placement waits for its sellers to ship
    await paidOnAliExpress(second!);
    await nextSync();
    placement = await placementOf(m.order.id);
    expect(placement).toMatchObject({ sourceStatus: 'WAIT_SELLER_SEND_GOODS', warningKey: null });
    const panel = await panelOf(m.caller, m.order.id);
    expect(panel.order_no).toEqual(m.numbers);
    expect(panel.order_statuses).toEqual([
      { order_no: first, source_status: 'WAIT_SELLER_SEND_GOODS' },
      { order_no: second, source_status: 'WAIT_SELLER_SEND_GOODS' },
    ]);
  });

  it("follows every seller's parcels and is finished only once every order is", async () => {
    const m = await placedSplitAliExpressOrder('split-ship@example.test');
    const workplaceId = m.user.workplaceId;
    const [first, second] = m.numbers;

    // one seller ships: its parcel is followed, the placement waits for the other seller
    await ae.advance(first!, 'WAIT_BUYER_ACCEPT_GOODS');
    await ae.advance(second!, 'WAIT_SELLER_SEND_GOODS');
    await nextSync();
    const firstParcel = ae.orders.get(first!)!.shipment!.trackingNumber;
    let placement = await placementOf(m.order.id);
    expect(placement.sourceStatus).toBe('WAIT_SELLER_SEND_GOODS');
    expect(placement.sourceParcels.map((parcel) => parcel.trackingNumber)).toEqual([firstParcel]);
    expect((await orderState(t.db, m.order.id)).section).toBe('shipment');

    // the first seller's order ends, the second ships: both parcels, not finished yet
    await ae.advance(first!, 'FINISH');
    await ae.advance(second!, 'WAIT_BUYER_ACCEPT_GOODS');
    await nextSync();
    const secondParcel = ae.orders.get(second!)!.shipment!.trackingNumber;
    placement = await placementOf(m.order.id);
    expect(placement.sourceStatus).toBe('WAIT_BUYER_ACCEPT_GOODS');
    expect(placement.sourceParcels.map((parcel) => parcel.trackingNumber)).toEqual([
      firstParcel,
      secondParcel,
    ]);
    expect(
      (await parcelsOf(workplaceId))
        .filter((row) => row.reference === m.order.id)
        .map((row) => row.trackingNumber)
        .sort(),
    ).toEqual([firstParcel, secondParcel].sort());
    expect(await logOf(m.caller, m.order.id, 'source_order_cancelled')).toEqual([]);

    // both finished: the placement is, and is no longer read
    await ae.advance(second!, 'FINISH');
    await nextSync();
    expect(await placementOf(m.order.id)).toMatchObject({
      sourceStatus: 'FINISH',
      sourceOrderStatuses: { [first!]: 'FINISH', [second!]: 'FINISH' },
    });
    expect((await orderState(t.db, m.order.id)).section).toBe('shipment');
  });

  it('tells a seller cancelling its order while the other goes on, once, and cancels the placement when the last one is', async () => {
    const m = await placedSplitAliExpressOrder('split-cancel@example.test');
    const [first, second] = m.numbers;

    // the second seller closes its order unshipped; the first goes on
    await ae.advance(first!, 'WAIT_SELLER_SEND_GOODS');
    await ae.advance(second!, 'FINISH');
    await nextSync();
    await nextSync();
    expect(await placementOf(m.order.id)).toMatchObject({
      status: 'success',
      sourceStatus: 'WAIT_SELLER_SEND_GOODS',
      sourceOrderStatuses: { [first!]: 'WAIT_SELLER_SEND_GOODS', [second!]: 'FINISH' },
    });
    expect(await orderState(t.db, m.order.id)).toEqual({
      section: 'payment',
      subStatus: 'order_placed',
    });
    expect(await logOf(m.caller, m.order.id, 'source_order_cancelled')).toEqual([
      expect.objectContaining({
        data: { source: 'aliexpress', order_no: second, status: 'FINISH' },
      }),
    ]);
    expect(await logOf(m.caller, m.order.id, 'source_cancelled')).toEqual([]);

    // the first seller closes its order too: the paid placement is cancelled by its source
    await ae.advance(first!, 'FINISH');
    await nextSync();
    expect(await orderState(t.db, m.order.id)).toEqual({
      section: 'cancelled',
      subStatus: 'source',
    });
    expect(await logOf(m.caller, m.order.id, 'source_cancelled')).toHaveLength(1);
    expect(await logOf(m.caller, m.order.id, 'source_order_cancelled')).toHaveLength(1);
  });
});
