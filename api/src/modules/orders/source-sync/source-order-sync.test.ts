import { and, eq } from 'drizzle-orm';
import { orderListEndpoint, orderPanelEndpoint } from '@omni/shared/contracts/orders';
import { jobs, orders, parcelTrackings } from '../../../db/schema';
import { callEndpoint } from '../../../testing/call-endpoint';
import { orderLogOf, orderState } from '../placement/placement-test-kit';
import { PAY_SUPPLIER_JOB } from '../payment/supplier-payment-job';
import { SOURCE_ORDER_SYNC_JOB } from './source-order-sync';
import { useSourceSyncKit } from './source-sync-test-kit';

const {
  omni,
  urls,
  suppliers,
  t,
  placementsOf,
  pay,
  placedOmniOrder,
  placedSupplierOrder,
  parcelsOf,
  syncJobsOf,
  runDueNow,
  nextSync,
  sourceStatusOf,
  setConditions,
  shippedLog,
  cjStep,
} = useSourceSyncKit();
const { cj, ae } = suppliers;

describe('the source order sync (own fulfilment service)', () => {
  it("brings the service's progress to the order: its status, then its parcel and the shipment tab", async () => {
    const m = await placedOmniOrder('sync-omni@example.test');
    // the placement queued the workplace's sync, one per slot
    expect(await syncJobsOf(m.user.workplaceId)).toHaveLength(1);

    await omni.advance(m.requestId, 'sourcing');
    await nextSync();
    expect(await sourceStatusOf(m.order.id)).toBe('sourcing');
    expect(await orderState(t.db, m.order.id)).toEqual({
      section: 'payment',
      subStatus: 'order_placed',
    });
    expect(await parcelsOf(m.user.workplaceId)).toEqual([]);
    expect(await syncJobsOf(m.user.workplaceId)).toHaveLength(1); // the chain goes on

    const shipped = await omni.advance(m.requestId, 'shipped');
    const trackingNumber = shipped!.shipment!.trackingNumber;
    await nextSync();
    expect(await sourceStatusOf(m.order.id)).toBe('shipped');
    expect(await parcelsOf(m.user.workplaceId)).toEqual([
      expect.objectContaining({
        trackingNumber,
        carrier: 'Omni Express',
        reference: m.order.id,
        status: 'NOT_FOUND',
      }),
    ]);
    expect(await orderState(t.db, m.order.id)).toEqual({
      section: 'shipment',
      subStatus: 'not_found',
    });
    const panel = await callEndpoint(t.app, orderPanelEndpoint, m.caller, {
      params: { order_id: m.order.id },
    });
    expect(panel.body.data!.source_orders[0]).toMatchObject({
      source: 'omni',
      source_status: 'shipped',
      tracking_code: trackingNumber,
    });
    expect(panel.body.data!.trackings.map((p) => p.tracking_number)).toEqual([trackingNumber]);

    // read again while the parcel moves: one log entry, one parcel
    await nextSync();
    expect(await shippedLog(m.caller, m.order.id)).toEqual([
      expect.objectContaining({ data: { source: 'omni', tracking_number: trackingNumber } }),
    ]);
    expect(await parcelsOf(m.user.workplaceId)).toHaveLength(1);

    // delivered is final: the chain ends
    await omni.advance(m.requestId, 'delivered');
    await nextSync();
    expect(await sourceStatusOf(m.order.id)).toBe('delivered');
    await nextSync();
    expect(await syncJobsOf(m.user.workplaceId)).toEqual([]);
  });

  it("reads only its own workplace's requests", async () => {
    const a = await placedOmniOrder('sync-own-a@example.test');
    const b = await placedOmniOrder('sync-own-b@example.test');
    await omni.advance(a.requestId, 'shipped');
    await omni.advance(b.requestId, 'shipped');
    // only A's chain is left
    await t.db
      .delete(jobs)
      .where(
        and(eq(jobs.kind, SOURCE_ORDER_SYNC_JOB.kind), eq(jobs.workplaceId, b.user.workplaceId)),
      );
    // (the payment's own run may have read B before it shipped)
    const bBefore = await sourceStatusOf(b.order.id);
    expect(bBefore).not.toBe('shipped');
    await nextSync();
    expect(await orderState(t.db, a.order.id)).toEqual({
      section: 'shipment',
      subStatus: 'not_found',
    });
    expect(await orderState(t.db, b.order.id)).toEqual({
      section: 'payment',
      subStatus: 'order_placed',
    });
    expect(await sourceStatusOf(b.order.id)).toBe(bBefore);
    expect(await parcelsOf(b.user.workplaceId)).toEqual([]);
  });

  it('keeps the parcel but leaves an unpaid order in payment until it is paid', async () => {
    const m = await placedOmniOrder('sync-unpaid@example.test', { pay: false });
    await omni.advance(m.requestId, 'shipped');
    await nextSync();
    expect(await parcelsOf(m.user.workplaceId)).toHaveLength(1);
    expect(await orderState(t.db, m.order.id)).toEqual({
      section: 'payment',
      subStatus: 'waiting_payment',
    });
  });

  it('a request delivered before the merchant paid reaches the shipment tab once paid', async () => {
    const m = await placedOmniOrder('sync-delivered-unpaid@example.test', { pay: false });
    const delivered = await omni.advance(m.requestId, 'delivered');
    await nextSync();
    expect(await sourceStatusOf(m.order.id)).toBe('delivered');
    expect(await orderState(t.db, m.order.id)).toEqual({
      section: 'payment',
      subStatus: 'waiting_payment',
    });
    // final and unpaid: nothing more to read, the chain ends
    await nextSync();
    expect(await syncJobsOf(m.user.workplaceId)).toEqual([]);

    // the payment starts the chain again, and the next run moves the order
    await pay(m.caller, m.user.workplaceId, m.order.id);
    expect(await syncJobsOf(m.user.workplaceId)).toHaveLength(1);
    await nextSync();
    expect(await orderState(t.db, m.order.id)).toEqual({
      section: 'shipment',
      subStatus: 'not_found',
    });
    expect(await shippedLog(m.caller, m.order.id)).toEqual([
      expect.objectContaining({
        data: { source: 'omni', tracking_number: delivered!.shipment!.trackingNumber },
      }),
    ]);
    await nextSync();
    expect(await syncJobsOf(m.user.workplaceId)).toEqual([]);
  });

  it('a paid request the service rejects goes to Cancelled · By source, with the log saying so', async () => {
    const m = await placedOmniOrder('sync-rejected@example.test');
    await omni.advance(m.requestId, 'rejected');
    await nextSync();
    const [placement] = await placementsOf(m.order.id);
    expect(placement).toMatchObject({ status: 'success', sourceStatus: 'rejected' });
    expect(await orderState(t.db, m.order.id)).toEqual({
      section: 'cancelled',
      subStatus: 'source',
    });
    const log = await orderLogOf(t.app, m.caller, m.order.id);
    expect(log.filter((entry) => entry.action === 'source_cancelled')).toEqual([
      expect.objectContaining({ data: { source: 'omni', status: 'rejected' }, user_name: null }),
    ]);
    await nextSync();
    expect(await syncJobsOf(m.user.workplaceId)).toEqual([]);
  });

  it('a failed read keeps the last observed state, and the next run reads again', async () => {
    const m = await placedOmniOrder('sync-down@example.test');
    await omni.advance(m.requestId, 'sourcing');
    await nextSync();
    expect(await sourceStatusOf(m.order.id)).toBe('sourcing');

    await omni.advance(m.requestId, 'shipped');
    await setConditions(urls.omni, { down: true });
    try {
      await nextSync();
    } finally {
      await setConditions(urls.omni, { down: false });
    }
    expect(await sourceStatusOf(m.order.id)).toBe('sourcing');
    expect(await parcelsOf(m.user.workplaceId)).toEqual([]);
    expect(await orderState(t.db, m.order.id)).toEqual({
      section: 'payment',
      subStatus: 'order_placed',
    });
    expect(await syncJobsOf(m.user.workplaceId)).toHaveLength(1);

    await nextSync();
    expect(await sourceStatusOf(m.order.id)).toBe('shipped');
    expect(await orderState(t.db, m.order.id)).toEqual({
      section: 'shipment',
      subStatus: 'not_found',
    });
    // the down service's reads go through the outbound client's retries with their real waits
  }, 120_000);
});

describe('the source order sync (CJ)', () => {
  it("brings CJ's orderStatus to the order as CJ words it; its parcel moves the paid order to shipment", async () => {
    const m = await placedSupplierOrder('cj', 'sync-cj@example.test');
    expect(await syncJobsOf(m.user.workplaceId)).toHaveLength(1);
    await nextSync();
    // paid from the CJ balance: waiting for CJ to ship
    expect(await sourceStatusOf(m.order.id)).toBe('UNSHIPPED');
    expect(await parcelsOf(m.user.workplaceId)).toEqual([]);

    // one step later CJ ships it on its own
    cjStep();
    await nextSync();
    const shipment = cj.orders.get(m.number)!.shipment!;
    expect(await sourceStatusOf(m.order.id)).toBe('SHIPPED');
    expect(await parcelsOf(m.user.workplaceId)).toEqual([
      expect.objectContaining({
        trackingNumber: shipment.trackingNumber,
        carrier: cj.orders.get(m.number)!.logisticName,
        reference: m.order.id,
      }),
    ]);
    expect(await orderState(t.db, m.order.id)).toMatchObject({ section: 'shipment' });
    const panel = await callEndpoint(t.app, orderPanelEndpoint, m.caller, {
      params: { order_id: m.order.id },
    });
    expect(panel.body.data!.source_orders[0]).toMatchObject({
      source: 'cj',
      order_no: [m.number],
      source_status: 'SHIPPED',
      tracking_code: shipment.trackingNumber,
    });
    await nextSync();
    expect(await shippedLog(m.caller, m.order.id)).toEqual([
      expect.objectContaining({
        data: { source: 'cj', tracking_number: shipment.trackingNumber },
      }),
    ]);

    // DELIVERED is final: the chain ends
    await cj.advance(m.number, 'DELIVERED');
    await nextSync();
    expect(await sourceStatusOf(m.order.id)).toBe('DELIVERED');
    await nextSync();
    expect(await syncJobsOf(m.user.workplaceId)).toEqual([]);
  });

  it('an unpaid order CJ cancels goes back to New orders to be placed again, and says why', async () => {
    const m = await placedSupplierOrder('cj', 'sync-cj-cancelled@example.test', { pay: false });
    await nextSync();
    expect(await sourceStatusOf(m.order.id)).toBe('CREATED');

    await cj.advance(m.number, 'CANCELLED');
    await nextSync();
    const [placement] = await placementsOf(m.order.id);
    expect(placement).toMatchObject({
      status: 'error',
      errorKey: 'source_cancelled',
      sourceStatus: 'CANCELLED',
    });
    expect(await orderState(t.db, m.order.id)).toEqual({
      section: 'placement',
      subStatus: 'ready',
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, m.order.id));
    expect(row!.errorMessage).toBe('source_cancelled');
    const log = await orderLogOf(t.app, m.caller, m.order.id);
    expect(log.filter((entry) => entry.action === 'source_cancelled')).toEqual([
      expect.objectContaining({
        data: { source: 'cj', status: 'CANCELLED', error_key: 'source_cancelled' },
      }),
    ]);
    // nothing is left to read
    await nextSync();
    expect(await syncJobsOf(m.user.workplaceId)).toEqual([]);
  });

  it('an order with another parcel already followed takes the tab of the least advanced one (ADR 041, amended)', async () => {
    const m = await placedSupplierOrder('cj', 'sync-cj-parcels@example.test');
    // a first parcel of the order, followed before and stuck at the carrier
    await t.db.insert(parcelTrackings).values({
      workplaceId: m.user.workplaceId,
      trackingNumber: 'LP300000001CN',
      reference: m.order.id,
      status: 'EXCEPTION',
    });
    await nextSync();
    cjStep();
    await nextSync();
    expect(await sourceStatusOf(m.order.id)).toBe('SHIPPED');
    expect(await parcelsOf(m.user.workplaceId)).toHaveLength(2);
    expect(await orderState(t.db, m.order.id)).toEqual({
      section: 'shipment',
      subStatus: 'exception',
    });
  });

  it('a failed CJ read keeps the last observed state, and the next run reads again', async () => {
    const m = await placedSupplierOrder('cj', 'sync-cj-down@example.test');
    await nextSync();
    expect(await sourceStatusOf(m.order.id)).toBe('UNSHIPPED');

    await cj.advance(m.number, 'SHIPPED');
    await setConditions(suppliers.urls.cj, { down: true });
    try {
      await nextSync();
    } finally {
      await setConditions(suppliers.urls.cj, { down: false });
    }
    expect(await sourceStatusOf(m.order.id)).toBe('UNSHIPPED');
    expect(await parcelsOf(m.user.workplaceId)).toEqual([]);
    expect(await syncJobsOf(m.user.workplaceId)).toHaveLength(1);

    await nextSync();
    expect(await sourceStatusOf(m.order.id)).toBe('SHIPPED');
    expect(await orderState(t.db, m.order.id)).toMatchObject({ section: 'shipment' });
  }, 120_000);
});

describe('the source order sync (AliExpress)', () => {
  it("brings AliExpress's order_status and logistics to the order, its order id kept exactly", async () => {
    const m = await placedSupplierOrder('aliexpress', 'sync-ae@example.test');
    expect(m.number).toMatch(/^900719925474099\d$/);
    await nextSync();
    // placed unpaid at AliExpress (try_to_pay false): the stand-in waits for its payment
    expect(await sourceStatusOf(m.order.id)).toBe('PLACE_ORDER_SUCCESS');

    await ae.advance(m.number, 'WAIT_SELLER_SEND_GOODS');
    await nextSync();
    expect(await sourceStatusOf(m.order.id)).toBe('WAIT_SELLER_SEND_GOODS');
    expect(await parcelsOf(m.user.workplaceId)).toEqual([]);

    const shipped = await ae.advance(m.number, 'WAIT_BUYER_ACCEPT_GOODS');
    const trackingNumber = shipped!.shipment!.trackingNumber;
    await nextSync();
    expect(await sourceStatusOf(m.order.id)).toBe('WAIT_BUYER_ACCEPT_GOODS');
    expect(await parcelsOf(m.user.workplaceId)).toEqual([
      expect.objectContaining({ trackingNumber, carrier: 'Cainiao', reference: m.order.id }),
    ]);
    expect(await orderState(t.db, m.order.id)).toMatchObject({ section: 'shipment' });
    expect(await shippedLog(m.caller, m.order.id)).toEqual([
      expect.objectContaining({ data: { source: 'aliexpress', tracking_number: trackingNumber } }),
    ]);
    expect((await placementsOf(m.order.id))[0]!.sourceOrderNumbers).toEqual([m.number]);

    // FINISH after shipping is the end of a delivered order, not a cancellation
    await ae.advance(m.number, 'FINISH');
    await nextSync();
    expect(await sourceStatusOf(m.order.id)).toBe('FINISH');
    expect(await orderState(t.db, m.order.id)).toMatchObject({ section: 'shipment' });
    await nextSync();
    expect(await syncJobsOf(m.user.workplaceId)).toEqual([]);
  });

  it('leaves an AliExpress order unpaid there with pay_on_source, never paying or placing it twice, until AliExpress shows it paid', async () => {
    const m = await placedSupplierOrder('aliexpress', 'sync-ae-pay@example.test');
    const warningOf = async () => (await placementsOf(m.order.id))[0]!.warningKey;
    // paid to us, not on AliExpress: its API cannot pay an existing order (ADR 042)
    expect(await warningOf()).toBe('pay_on_source');
    expect(ae.orders.get(m.number)).toMatchObject({ status: 'PLACE_ORDER_SUCCESS' });
    const aeOrders = ae.orders.size;

    // the payment job again (a retry, a worker that died after the look-up): a look-up again
    const [placement] = await placementsOf(m.order.id);
    await t.app.jobs.enqueue({
      job: PAY_SUPPLIER_JOB,
      payload: { placementId: placement!.id },
      workplaceId: m.user.workplaceId,
    });
    await runDueNow();
    expect(ae.orders.size).toBe(aeOrders);
    expect(ae.orders.get(m.number)).toMatchObject({ status: 'PLACE_ORDER_SUCCESS' });
    expect(await warningOf()).toBe('pay_on_source');
    expect(await orderState(t.db, m.order.id)).toEqual({
      section: 'payment',
      subStatus: 'order_placed',
    });
    await nextSync();
    expect(await warningOf()).toBe('pay_on_source');

    // the merchant pays it on AliExpress: the next sync sees it paid and the warning is spent
    await ae.advance(m.number, 'WAIT_SELLER_SEND_GOODS');
    await nextSync();
    expect(await sourceStatusOf(m.order.id)).toBe('WAIT_SELLER_SEND_GOODS');
    expect(await warningOf()).toBeNull();
  });

  it('leaves a CJ order confirmed without its kept parent order to be paid on MyCJ (pay_on_source) until CJ shows it paid', async () => {
    const m = await placedSupplierOrder('cj', 'sync-cj-pay-lost@example.test', { pay: false });
    const warningOf = async () => (await placementsOf(m.order.id))[0]!.warningKey;
    // the cart was confirmed at CJ by a payment that died before it kept the parent order id
    await cj.advance(m.number, 'UNPAID');
    const parents = cj.parents.size;
    await pay(m.caller, m.user.workplaceId, m.order.id);
    expect(await warningOf()).toBe('pay_on_source');
    expect(cj.orders.get(m.number)).toMatchObject({ status: 'UNPAID' });
    expect(cj.parents.size).toBe(parents);
    await nextSync();
    expect(await sourceStatusOf(m.order.id)).toBe('UNPAID');
    expect(await warningOf()).toBe('pay_on_source');

    // the merchant pays it on MyCJ: the next sync sees it paid and the warning is spent
    const paid = await fetch(`${suppliers.urls.cj}/_control/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderId: m.number }),
    });
    expect(paid.status).toBe(200);
    await nextSync();
    expect(await sourceStatusOf(m.order.id)).toBe('UNSHIPPED');
    expect(await warningOf()).toBeNull();
  });

  it('pays an order AliExpress already shows paid without a warning', async () => {
    const m = await placedSupplierOrder('aliexpress', 'sync-ae-prepaid@example.test', {
      pay: false,
    });
    await ae.advance(m.number, 'WAIT_SELLER_SEND_GOODS');
    await pay(m.caller, m.user.workplaceId, m.order.id);
    expect((await placementsOf(m.order.id))[0]!.warningKey).toBeNull();
  });

  it('a paid order AliExpress closes unshipped goes to Cancelled · By source', async () => {
    const m = await placedSupplierOrder('aliexpress', 'sync-ae-closed@example.test');
    await ae.advance(m.number, 'IN_CANCEL');
    await nextSync();
    // a cancellation asked for is not one done: the order stays, read on
    expect(await sourceStatusOf(m.order.id)).toBe('IN_CANCEL');
    expect(await orderState(t.db, m.order.id)).toEqual({
      section: 'payment',
      subStatus: 'order_placed',
    });
    await ae.advance(m.number, 'FINISH');
    await nextSync();
    expect(await orderState(t.db, m.order.id)).toEqual({
      section: 'cancelled',
      subStatus: 'source',
    });
    const log = await orderLogOf(t.app, m.caller, m.order.id);
    expect(log.filter((entry) => entry.action === 'source_cancelled')).toEqual([
      expect.objectContaining({ data: { source: 'aliexpress', status: 'FINISH' } }),
    ]);
    // the merchant finds it under Cancelled · By source
    const listed = await callEndpoint(t.app, orderListEndpoint, m.caller, {
      query: { order_status: 'cancelled', sub_status: 'source' },
    });
    expect(listed.body.data!.orders.map((o) => o.id)).toEqual([m.order.id]);
  });
});
