import { orderPanelEndpoint } from '@omni/shared/contracts/orders';
import type { Caller } from '../../../testing/call-endpoint';
import { callEndpoint } from '../../../testing/call-endpoint';
import { orderLogOf, orderState } from '../placement/placement-test-kit';
import { SOURCE_ORDER_SYNC_JOB } from './source-order-sync';
import { useSourceSyncKit } from './source-sync-test-kit';

/*
 * ADR 040, amended: a source order shipped as several parcels is followed parcel by parcel (the
 * order as far as its least advanced one), each source order shows its own parcels, and each
 * source order that ships gets its own "shipped" entry.
 */

const {
  suppliers,
  t,
  placementsOf,
  placedSupplierOrder,
  placedWithSuppliers,
  parcelsOf,
  parcelsAre,
  runDueNow,
  nextSync,
  shippedLog,
  cjStep,
} = useSourceSyncKit();
const { ae, cj } = suppliers;

/** The tracking numbers the AliExpress stand-in reports for its order, the first one first. */
function aeNumbers(orderNumber: string): string[] {
  const order = ae.orders.get(orderNumber)!;
  return [order.shipment!, ...(order.laterShipments ?? [])].map((s) => s.trackingNumber);
}

async function panelOf(caller: Caller, orderId: string) {
  const panel = await callEndpoint(t.app, orderPanelEndpoint, caller, {
    params: { order_id: orderId },
  });
  return panel.body.data!;
}

const followedFor = async (workplaceId: string) =>
  (await parcelsOf(workplaceId))
    .map((row) => ({ number: row.trackingNumber, reference: row.reference }))
    .sort((a, b) => a.number.localeCompare(b.number));

describe('an AliExpress order the seller ships as several parcels', () => {
  it('follows every parcel, the order as far as the least advanced one, and a redelivered run changes nothing', async () => {
    const m = await placedSupplierOrder('aliexpress', 'parcels-split@example.test');
    const workplaceId = m.user.workplaceId;
    await ae.advance(m.number, 'SELLER_PART_SEND_GOODS');
    await ae.splitParcels(m.number, 2);
    const [first, second] = aeNumbers(m.number);
    await nextSync();

    expect(await followedFor(workplaceId)).toEqual(
      [first!, second!].sort().map((number) => ({ number, reference: m.order.id })),
    );
    expect((await placementsOf(m.order.id))[0]!.sourceParcels).toEqual([
      { trackingNumber: first, carrier: 'Cainiao' },
      { trackingNumber: second, carrier: 'Cainiao' },
    ]);
    expect(await shippedLog(m.caller, m.order.id)).toEqual([
      expect.objectContaining({ data: { source: 'aliexpress', tracking_number: first } }),
    ]);
    expect(await orderState(t.db, m.order.id)).toEqual({
      section: 'shipment',
      subStatus: 'not_found',
    });

    // the first parcel delivered, the second on its way: the order is on its way
    await parcelsAre(workplaceId, [first!], 'DELIVERED');
    await parcelsAre(workplaceId, [second!], 'IN_TRANSIT');
    await nextSync();
    expect(await orderState(t.db, m.order.id)).toEqual({
      section: 'shipment',
      subStatus: 'in_transit',
    });

    // the same run delivered again: no parcel, entry or move more
    await t.app.jobs.enqueue({ job: SOURCE_ORDER_SYNC_JOB, payload: { workplaceId }, workplaceId });
    await runDueNow();
    expect(await parcelsOf(workplaceId)).toHaveLength(2);
    expect(await shippedLog(m.caller, m.order.id)).toHaveLength(1);
    expect((await placementsOf(m.order.id))[0]!.sourceParcels).toHaveLength(2);

    // both delivered, but the seller says it sent only part of the order (SELLER_PART_SEND_GOODS):
    // the order waits for the rest (ADR 040, amended)
    await parcelsAre(workplaceId, [second!], 'DELIVERED');
    await nextSync();
    expect(await orderState(t.db, m.order.id)).toEqual({
      section: 'shipment',
      subStatus: 'in_transit',
    });

    // the seller has sent it all: the order is delivered
    await ae.advance(m.number, 'WAIT_BUYER_ACCEPT_GOODS');
    await nextSync();
    expect(await orderState(t.db, m.order.id)).toEqual({
      section: 'shipment',
      subStatus: 'delivered',
    });
    const panel = await panelOf(m.caller, m.order.id);
    expect(panel.source_orders).toEqual([
      expect.objectContaining({ tracking_code: first, tracking_codes: [first, second] }),
    ]);
    expect(panel.trackings.map((p) => p.tracking_number).sort()).toEqual([first, second].sort());
  });

  it('lets go of a parcel the seller no longer reports, so it holds the order back no more', async () => {
    const m = await placedSupplierOrder('aliexpress', 'parcels-withdrawn@example.test');
    const workplaceId = m.user.workplaceId;
    await ae.advance(m.number, 'WAIT_BUYER_ACCEPT_GOODS');
    await ae.splitParcels(m.number, 3);
    const [first, second, third] = aeNumbers(m.number);
    await nextSync();
    await parcelsAre(workplaceId, [first!, second!], 'DELIVERED');
    await parcelsAre(workplaceId, [third!], 'EXCEPTION');
    await nextSync();
    expect(await orderState(t.db, m.order.id)).toEqual({
      section: 'shipment',
      subStatus: 'exception',
    });

    // the seller withdraws the third number: its row stays in the tracking center, the order's no
    // more, and the order is as far as the two parcels it ships as
    await ae.splitParcels(m.number, 2);
    await nextSync();
    expect(await followedFor(workplaceId)).toEqual(
      [
        { number: first!, reference: m.order.id },
        { number: second!, reference: m.order.id },
        { number: third!, reference: null },
      ].sort((a, b) => a.number.localeCompare(b.number)),
    );
    expect((await placementsOf(m.order.id))[0]!.sourceParcels.map((p) => p.trackingNumber)).toEqual(
      [first, second],
    );
    expect(await orderState(t.db, m.order.id)).toEqual({
      section: 'shipment',
      subStatus: 'delivered',
    });
    expect((await panelOf(m.caller, m.order.id)).source_orders[0]!.tracking_codes).toEqual([
      first,
      second,
    ]);
    // the history says so once, whatever runs come after
    const withdrawnLog = async () =>
      (await orderLogOf(t.app, m.caller, m.order.id))
        .filter((entry) => entry.action === 'parcel_withdrawn')
        .map((entry) => entry.data);
    expect(await withdrawnLog()).toEqual([
      { source: 'aliexpress', tracking_number: third, released: true },
    ]);
    await nextSync();
    await t.app.jobs.enqueue({ job: SOURCE_ORDER_SYNC_JOB, payload: { workplaceId }, workplaceId });
    await runDueNow();
    expect(await withdrawnLog()).toHaveLength(1);
  });
});

describe('an order placed with CJ and AliExpress', () => {
  it("shows each source order its own parcel, and tells each one's shipping once", async () => {
    const m = await placedWithSuppliers(['cj', 'aliexpress'], 'parcels-two-sources@example.test');
    const cjNumber = m.numbers.cj!;
    const aeNumber = m.numbers.aliexpress!;
    await ae.advance(aeNumber, 'WAIT_BUYER_ACCEPT_GOODS');
    await nextSync();
    const [aeParcel] = aeNumbers(aeNumber);
    let panel = await panelOf(m.caller, m.order.id);
    const bySource = () =>
      Object.fromEntries(
        panel.source_orders.map((s) => [s.source, [s.tracking_code, s.tracking_codes]]),
      );
    // CJ has not shipped: its source order has no parcel, whatever AliExpress shipped
    expect(bySource()).toEqual({ aliexpress: [aeParcel, [aeParcel]], cj: [null, []] });

    cjStep();
    await nextSync();
    const cjParcel = cj.orders.get(cjNumber)!.shipment!.trackingNumber;
    panel = await panelOf(m.caller, m.order.id);
    expect(bySource()).toEqual({ aliexpress: [aeParcel, [aeParcel]], cj: [cjParcel, [cjParcel]] });

    await nextSync();
    const shipped = (await shippedLog(m.caller, m.order.id)).map((entry) => entry.data);
    expect(shipped).toHaveLength(2);
    expect(shipped).toEqual(
      expect.arrayContaining([
        { source: 'aliexpress', tracking_number: aeParcel },
        { source: 'cj', tracking_number: cjParcel },
      ]),
    );
  });
});
