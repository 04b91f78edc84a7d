import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import {
  omniFulfillmentConfirmEndpoint,
  omniFulfillmentRequestEndpoint,
  orderListEndpoint,
  orderPanelEndpoint,
  payOrdersEndpoint,
} from '@omni/shared/contracts/orders';
import type { TrackNowResult } from '@omni/shared/contracts/parcel-tracking';
import { orderPlacements, orders, parcelTrackings } from '../../../db/schema';
import { SANDBOX_TRACKING_API_KEY } from '../../../../../sandbox/src/tracking/stand-in';
import { signUp } from '../../../testing/accounts';
import { callEndpoint, type Caller } from '../../../testing/call-endpoint';
import { useOmniStandIn } from '../../../testing/omni-stand-in';
import { setPlanLimits } from '../../../testing/plan-limits';
import { call, useTestApp } from '../../../testing/test-app';
import { fundWallet } from '../../../testing/wallets';
import { drainJobs } from '../../push/push-test-kit';
import {
  ParcelTrackingService,
  TrackingNumberRejectedError,
} from '../../parcel-tracking/parcel-tracking-service';
import { insertOrder, insertStore, orderLogOf, orderState } from '../placement/placement-test-kit';
import { sourceSyncIntervalMs } from '../source-sync/source-order-sync';

/*
 * ADR 041: the tracking service's word on a parcel moves its order's shipment tab (pushed or
 * pulled), once per change and only in the parcel's workplace; a number it refuses moves nothing.
 */

const { omni, urls } = useOmniStandIn();

/**
 * Between the API and the tracking stand-in: passes every call on, or, while `refuse.on`, refuses
 * every number registered (as 17TRACK refuses one whose carrier it cannot detect).
 */
const refuse = { on: false };
const proxy = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    void (async () => {
      if (refuse.on && req.url?.endsWith('/register')) {
        const numbers = (JSON.parse(body) as { number: string }[]).map((n) => n.number);
        const rejected = numbers.map((number) => ({
          number,
          error: { code: -18019903, message: 'Carrier cannot be detected.' },
        }));
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ code: 0, data: { accepted: [], rejected } }));
        return;
      }
      const answer = await fetch(`${urls.tracking}${req.url}`, {
        method: req.method,
        headers: { 'content-type': 'application/json', '17token': String(req.headers['17token']) },
        body: req.method === 'POST' ? body : undefined,
      });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
    })();
  });
});
// after the stand-ins listen, before the app reads where the tracking service is
beforeAll(async () => {
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  process.env.SANDBOX_TRACKING_URL = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => proxy.close(resolve)));

const t = useTestApp();

/** A merchant with an order paid and waiting to ship (payment/order_placed). */
async function paidOrder(email: string) {
  const user = await signUp(t.app, email);
  await setPlanLimits(t.db, user.userId, { ORDER_TRACKING_NUMBERS: -1 });
  const caller: Caller = { token: user.token, workplaceId: user.workplaceId };
  const store = await insertStore(t.db, user.workplaceId);
  const order = await insertOrder(t.db, user.workplaceId, store.id, [
    { source: 'cj', productId: 'CJ-P-1', skuId: 'CJ-V-1' },
  ]);
  await t.db
    .update(orders)
    .set({ section: 'payment', subStatus: 'order_placed' })
    .where(eq(orders.id, order.id));
  return { user, caller, order };
}

/** A TRACKING_UPDATED push as the tracking service signs it. */
function push(number: string, stage: string, time: string) {
  const body = JSON.stringify({
    event: 'TRACKING_UPDATED',
    data: {
      number,
      carrier: 3011,
      track_info: {
        latest_status: { status: stage },
        tracking: {
          providers: [
            {
              provider: { name: 'China Post' },
              events: [{ time_utc: time, description: `Parcel ${stage}`, stage }],
            },
          ],
        },
      },
    },
  });
  const sign = createHash('sha256').update(`${body}/${SANDBOX_TRACKING_API_KEY}`).digest('hex');
  return t.app.inject({
    method: 'POST',
    url: '/api/tracking/17track/webhook',
    headers: { 'content-type': 'application/json', sign },
    payload: body,
  });
}

/** Follows the numbers for the workplace, each shipping the order given. */
const follow = (workplaceId: string, parcels: Record<string, string>) =>
  new ParcelTrackingService(t.db).follow(
    workplaceId,
    Object.entries(parcels).map(([trackingNumber, reference]) => ({ trackingNumber, reference })),
  );

const expectState = async (orderId: string, section: string, subStatus: string) =>
  expect(await orderState(t.db, orderId)).toEqual({ section, subStatus });

const moves = async (caller: Caller, orderId: string) =>
  (await orderLogOf(t.app, caller, orderId)).filter(
    (entry) => entry.action === 'shipment_status_changed',
  );

describe("the tracking service's updates move the order (ADR 041)", () => {
  it('moves a paid order through the shipment tabs, once per change, with a log entry each', async () => {
    const m = await paidOrder('parcel-moves@example.test');
    const number = 'LP100000001CN';
    await follow(m.user.workplaceId, { [number]: m.order.id });
    // followed but not heard of yet: still in payment
    await expectState(m.order.id, 'payment', 'order_placed');

    expect((await push(number, 'InTransit', '2026-05-01T08:00:00Z')).statusCode).toBe(200);
    await expectState(m.order.id, 'shipment', 'in_transit');
    // the same update again (a redelivered push), and two at once: nothing more
    await push(number, 'InTransit', '2026-05-01T08:00:00Z');
    await Promise.all([
      push(number, 'OutForDelivery', '2026-05-02T08:00:00Z'),
      push(number, 'OutForDelivery', '2026-05-02T08:00:00Z'),
    ]);
    await expectState(m.order.id, 'shipment', 'out_for_delivery');
    // a failed attempt, then delivered; an older push afterwards changes nothing
    await push(number, 'DeliveryFailure', '2026-05-03T08:00:00Z');
    await push(number, 'Delivered', '2026-05-04T08:00:00Z');
    await push(number, 'InTransit', '2026-05-01T09:00:00Z');
    await expectState(m.order.id, 'shipment', 'delivered');
    expect((await moves(m.caller, m.order.id)).map((entry) => entry.data).reverse()).toEqual([
      { tracking_number: number, status: 'in_transit', from: null },
      { tracking_number: number, status: 'out_for_delivery', from: 'in_transit' },
      { tracking_number: number, status: 'delivery_failure', from: 'out_for_delivery' },
      { tracking_number: number, status: 'delivered', from: 'delivery_failure' },
    ]);
  });

  it('a status without a shipment tab (Alert) leaves the order where it is', async () => {
    const m = await paidOrder('parcel-alert@example.test');
    await follow(m.user.workplaceId, { LP100000002CN: m.order.id });
    await push('LP100000002CN', 'Exception', '2026-05-01T08:00:00Z');
    await push('LP100000002CN', 'Alert', '2026-05-02T08:00:00Z');
    await expectState(m.order.id, 'shipment', 'exception');
    expect(await moves(m.caller, m.order.id)).toHaveLength(1);
  });

  it('an unpaid order, or one in New orders, keeps its place', async () => {
    const m = await paidOrder('parcel-unpaid@example.test');
    await t.db
      .update(orders)
      .set({ section: 'payment', subStatus: 'waiting_payment' })
      .where(eq(orders.id, m.order.id));
    await follow(m.user.workplaceId, { LP100000003CN: m.order.id });
    await push('LP100000003CN', 'InTransit', '2026-05-01T08:00:00Z');
    await expectState(m.order.id, 'payment', 'waiting_payment');
    expect(await moves(m.caller, m.order.id)).toEqual([]);
  });

  it("moves only the parcel's own workplace's order, pushed or pulled", async () => {
    const a = await paidOrder('parcel-tenant-a@example.test');
    const b = await paidOrder('parcel-tenant-b@example.test');
    // B follows a number naming A's order as its reference, and the number A's order ships with
    await follow(b.user.workplaceId, { LP100000004CN: a.order.id, LP100000005CN: b.order.id });
    await follow(a.user.workplaceId, { LP100000005CN: a.order.id });
    await push('LP100000004CN', 'Delivered', '2026-05-01T08:00:00Z');
    await expectState(a.order.id, 'payment', 'order_placed');
    expect(await moves(a.caller, a.order.id)).toEqual([]);
    await follow(b.user.workplaceId, { LP100000006CN: a.order.id });

    // one number followed by both: each workplace's row moves its own order
    await push('LP100000005CN', 'InTransit', '2026-05-01T08:00:00Z');
    expect(await orderState(t.db, a.order.id)).toMatchObject({ subStatus: 'in_transit' });
    expect(await orderState(t.db, b.order.id)).toMatchObject({ subStatus: 'in_transit' });

    // B's "track now" pulls a parcel naming A's order (not found yet at the carrier): A's stays
    const pulled = await call<TrackNowResult>(t.app, 'POST', '/api/orders/v2/trackings/track-now', {
      token: b.caller.token,
      workplaceId: b.caller.workplaceId,
      body: { tracking_numbers: ['LP100000006CN'] },
    });
    expect(pulled.http).toBe(200);
    expect(pulled.body.data!.trackings).toEqual([
      expect.objectContaining({ tracking_number: 'LP100000006CN', status: 'NOT_FOUND' }),
    ]);
    expect(await orderState(t.db, a.order.id)).toMatchObject({ subStatus: 'in_transit' });
    expect((await moves(a.caller, a.order.id)).map((entry) => entry.data)).toEqual([
      { tracking_number: 'LP100000005CN', status: 'in_transit', from: null },
    ]);
  });
});

describe('an order shipped as several parcels (ADR 041, amended)', () => {
  /** The order's row in the shipment list: its tab and the parcel it shows. */
  const listed = async (caller: Caller, orderId: string) => {
    const page = await callEndpoint(t.app, orderListEndpoint, caller, {
      query: { order_status: 'shipment', sub_status: 'all' },
    });
    const row = page.body.data!.orders.find((o) => o.id === orderId)!;
    return { subStatus: row.sub_status, parcel: row.tracking?.tracking_number ?? null };
  };

  it('is as far as its least advanced parcel: delivered only once every parcel is', async () => {
    const m = await paidOrder('parcels-two@example.test');
    const [a, b] = ['LP200000001CN', 'LP200000002CN'];
    await follow(m.user.workplaceId, { [a]: m.order.id, [b]: m.order.id });

    // one parcel moves, the other is not seen by its carrier yet
    await push(a, 'InTransit', '2026-05-01T08:00:00Z');
    await expectState(m.order.id, 'shipment', 'not_found');
    expect(await listed(m.caller, m.order.id)).toEqual({ subStatus: 'not_found', parcel: b });
    await push(b, 'InTransit', '2026-05-01T09:00:00Z');
    await expectState(m.order.id, 'shipment', 'in_transit');
    // the first parcel arrives, the second is still on its way: the order is not delivered
    await push(a, 'Delivered', '2026-05-03T08:00:00Z');
    await expectState(m.order.id, 'shipment', 'in_transit');
    expect(await listed(m.caller, m.order.id)).toEqual({ subStatus: 'in_transit', parcel: b });
    await push(b, 'Delivered', '2026-05-04T08:00:00Z');
    await expectState(m.order.id, 'shipment', 'delivered');
    expect((await moves(m.caller, m.order.id)).map((entry) => entry.data).reverse()).toEqual([
      { tracking_number: a, status: 'not_found', from: null },
      { tracking_number: b, status: 'in_transit', from: 'not_found' },
      { tracking_number: b, status: 'delivered', from: 'in_transit' },
    ]);
    // the detail shows every parcel
    const panel = await callEndpoint(t.app, orderPanelEndpoint, m.caller, {
      params: { order_id: m.order.id },
    });
    expect(panel.body.data!.trackings.map((p) => [p.tracking_number, p.status])).toEqual([
      [a, 'DELIVERED'],
      [b, 'DELIVERED'],
    ]);
  });

  it('a parcel in trouble holds the order in its tab, whatever the others do', async () => {
    const m = await paidOrder('parcels-trouble@example.test');
    const [a, b] = ['LP200000003CN', 'LP200000004CN'];
    await follow(m.user.workplaceId, { [a]: m.order.id, [b]: m.order.id });
    await push(a, 'Exception', '2026-05-01T08:00:00Z');
    await push(b, 'Delivered', '2026-05-02T08:00:00Z');
    await expectState(m.order.id, 'shipment', 'exception');
    expect(await listed(m.caller, m.order.id)).toEqual({ subStatus: 'exception', parcel: a });
    // one parcel's status without a tab: the order stays where it is
    await push(a, 'Alert', '2026-05-03T08:00:00Z');
    await expectState(m.order.id, 'shipment', 'exception');
    await push(a, 'Delivered', '2026-05-04T08:00:00Z');
    await expectState(m.order.id, 'shipment', 'delivered');
  });
});

describe('a number the tracking service refuses (ADR 041)', () => {
  it('moves nothing and tells the merchant once on the order', async () => {
    const m = await paidOrder('parcel-refused@example.test');
    for (let round = 0; round < 2; round += 1) {
      const error = await follow(m.user.workplaceId, { 'BAD#1': m.order.id }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(TrackingNumberRejectedError);
    }
    await expectState(m.order.id, 'payment', 'order_placed');
    const log = await orderLogOf(t.app, m.caller, m.order.id);
    expect(log.filter((entry) => entry.action === 'tracking_number_rejected')).toEqual([
      expect.objectContaining({ data: { tracking_number: 'BAD#1', code: -18010012 } }),
    ]);
    expect(
      await t.db
        .select()
        .from(parcelTrackings)
        .where(eq(parcelTrackings.workplaceId, m.user.workplaceId)),
    ).toEqual([]);
  });

  it("the own service's parcel refused by the tracking service: the paid order stays in payment, the service's status stored; taken later, it ships", async () => {
    refuse.on = true;
    try {
      const user = await signUp(t.app, 'omni-refused@example.test');
      await setPlanLimits(t.db, user.userId, {
        ORDER_FULFILLMENT: -1,
        BULK_ORDER_FULFILLMENT: -1,
        ORDER_TRACKING_NUMBERS: -1,
      });
      const caller: Caller = { token: user.token, workplaceId: user.workplaceId };
      await callEndpoint(t.app, omniFulfillmentConfirmEndpoint, caller);
      const store = await insertStore(t.db, user.workplaceId);
      const order = await insertOrder(t.db, user.workplaceId, store.id, [
        { source: 'cj', productId: 'CJ-P-1', skuId: 'CJ-V-1' },
      ]);
      await callEndpoint(t.app, omniFulfillmentRequestEndpoint, caller, {
        body: { order_ids: [order.id] },
      });
      await drainJobs(t.app);
      const [placement] = await t.db
        .select()
        .from(orderPlacements)
        .where(eq(orderPlacements.orderId, order.id));
      await fundWallet(t.db, user.workplaceId, placement!.costMinor! + 100);
      await callEndpoint(t.app, payOrdersEndpoint, caller, { body: { order_ids: [order.id] } });
      await drainJobs(t.app);
      const shipped = await omni.advance(placement!.sourceOrderNumbers[0]!, 'shipped');

      const runSlot = async (slot: number) => {
        const at = new Date(Date.now() + slot * sourceSyncIntervalMs());
        for (let round = 0; round < 10; round += 1)
          if ((await t.app.jobs.runDue({ now: () => at, limit: 10 })).claimed === 0) break;
        return at;
      };
      const placementNow = async () =>
        (
          await t.db.select().from(orderPlacements).where(eq(orderPlacements.orderId, order.id))
        )[0]!;

      // two sync runs read the shipped request: the number is refused each time, logged once
      await runSlot(1);
      const second = await runSlot(2);
      await expectState(order.id, 'payment', 'order_placed');
      const log = await orderLogOf(t.app, caller, order.id);
      expect(log.filter((entry) => entry.action === 'tracking_number_rejected')).toEqual([
        expect.objectContaining({
          data: { tracking_number: shipped!.shipment!.trackingNumber, code: -18019903 },
        }),
      ]);
      expect(log.some((entry) => entry.action === 'shipped')).toBe(false);
      // the refusal is an answer, not a failed read: what the service said is stored, each run
      expect(await placementNow()).toMatchObject({
        sourceStatus: 'shipped',
        sourceStatusAt: second,
      });

      // the tracking service takes the number at a later run: the order ships then, logged once
      refuse.on = false;
      await runSlot(3);
      await expectState(order.id, 'shipment', 'not_found');
      const later = await orderLogOf(t.app, caller, order.id);
      expect(later.filter((entry) => entry.action === 'shipped')).toHaveLength(1);
      expect(
        await t.db
          .select({ number: parcelTrackings.trackingNumber })
          .from(parcelTrackings)
          .where(eq(parcelTrackings.workplaceId, user.workplaceId)),
      ).toEqual([{ number: shipped!.shipment!.trackingNumber }]);
    } finally {
      refuse.on = false;
    }
  });
});
