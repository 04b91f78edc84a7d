import { and, eq } from 'drizzle-orm';
import {
  omniFulfillmentConfirmEndpoint,
  omniFulfillmentRequestEndpoint,
  orderPanelEndpoint,
  payOrdersEndpoint,
} from '@omni/shared/contracts/orders';
import { jobs, orderPlacements, parcelTrackings } from '../../../db/schema';
import { signUp } from '../../../testing/accounts';
import { callEndpoint, type Caller } from '../../../testing/call-endpoint';
import { useOmniStandIn } from '../../../testing/omni-stand-in';
import { setPlanLimits } from '../../../testing/plan-limits';
import { useTestApp } from '../../../testing/test-app';
import { fundWallet } from '../../../testing/wallets';
import { drainJobs } from '../../push/push-test-kit';
import {
  insertOrder,
  insertStore,
  orderLogOf,
  orderState,
  type StockedVariant,
} from '../placement/placement-test-kit';
import { SOURCE_ORDER_SYNC_JOB, sourceSyncIntervalMs } from './source-order-sync';

const { omni, urls } = useOmniStandIn();
const t = useTestApp();

const LINES: StockedVariant[] = [{ source: 'cj', productId: 'CJ-P-1', skuId: 'CJ-V-1' }];
const INTERVAL = sourceSyncIntervalMs();

/** A merchant whose order the own service has taken (placed), paid or not. */
async function placedOmniOrder(email: string, { pay = true } = {}) {
  const user = await signUp(t.app, email);
  await setPlanLimits(t.db, user.userId, {
    ORDER_FULFILLMENT: -1,
    BULK_ORDER_FULFILLMENT: -1,
    ORDER_TRACKING_NUMBERS: -1,
  });
  const caller: Caller = { token: user.token, workplaceId: user.workplaceId };
  await callEndpoint(t.app, omniFulfillmentConfirmEndpoint, caller);
  const store = await insertStore(t.db, user.workplaceId);
  const order = await insertOrder(t.db, user.workplaceId, store.id, LINES);
  await callEndpoint(t.app, omniFulfillmentRequestEndpoint, caller, {
    body: { order_ids: [order.id] },
  });
  await drainJobs(t.app);
  const [placement] = await placementsOf(order.id);
  expect(placement).toMatchObject({ status: 'success', sourceStatus: null });
  if (pay) {
    await fundWallet(t.db, user.workplaceId, placement!.costMinor! + 100);
    await callEndpoint(t.app, payOrdersEndpoint, caller, { body: { order_ids: [order.id] } });
    await drainJobs(t.app);
    expect(await orderState(t.db, order.id)).toEqual({
      section: 'payment',
      subStatus: 'order_placed',
    });
  }
  return { user, caller, order, requestId: placement!.sourceOrderNumbers[0]! };
}

const placementsOf = (orderId: string) =>
  t.db.select().from(orderPlacements).where(eq(orderPlacements.orderId, orderId));

const parcelsOf = (workplaceId: string) =>
  t.db.select().from(parcelTrackings).where(eq(parcelTrackings.workplaceId, workplaceId));

const syncJobsOf = (workplaceId: string, status: 'queued' | 'done' = 'queued') =>
  t.db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, SOURCE_ORDER_SYNC_JOB.kind),
        eq(jobs.workplaceId, workplaceId),
        eq(jobs.status, status),
      ),
    );

/** How far ahead of the wall clock the job runs below are (one interval more each time). */
let ahead = 0;

/** The next interval slot comes: the queued sync runs (and whatever else is due then). */
async function nextSync() {
  ahead += INTERVAL;
  const now = () => new Date(Date.now() + ahead);
  for (let round = 0; round < 20; round += 1)
    if ((await t.app.jobs.runDue({ now, limit: 10 })).claimed === 0) return;
}

const setConditions = (body: Record<string, unknown>) =>
  fetch(`${urls.omni}/_control/conditions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the source order sync (own fulfilment service)', () => {
  it("brings the service's progress to the order: its status, then its parcel and the shipment tab", async () => {
    const m = await placedOmniOrder('sync-omni@example.test');
    // the placement queued the workplace's sync, one per slot
    expect(await syncJobsOf(m.user.workplaceId)).toHaveLength(1);

    await omni.advance(m.requestId, 'sourcing');
    await nextSync();
    expect((await placementsOf(m.order.id))[0]!.sourceStatus).toBe('sourcing');
    expect(await orderState(t.db, m.order.id)).toEqual({
      section: 'payment',
      subStatus: 'order_placed',
    });
    expect(await parcelsOf(m.user.workplaceId)).toEqual([]);
    expect(await syncJobsOf(m.user.workplaceId)).toHaveLength(1); // the chain goes on

    const shipped = await omni.advance(m.requestId, 'shipped');
    const trackingNumber = shipped!.shipment!.trackingNumber;
    await nextSync();
    expect((await placementsOf(m.order.id))[0]!.sourceStatus).toBe('shipped');
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
    const log = await orderLogOf(t.app, m.caller, m.order.id);
    expect(log.filter((entry) => entry.action === 'shipped')).toEqual([
      expect.objectContaining({ data: { source: 'omni', tracking_number: trackingNumber } }),
    ]);
    expect(await parcelsOf(m.user.workplaceId)).toHaveLength(1);

    // delivered is final: the chain ends
    await omni.advance(m.requestId, 'delivered');
    await nextSync();
    expect((await placementsOf(m.order.id))[0]!.sourceStatus).toBe('delivered');
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
    await nextSync();
    expect(await orderState(t.db, a.order.id)).toEqual({
      section: 'shipment',
      subStatus: 'not_found',
    });
    expect(await orderState(t.db, b.order.id)).toEqual({
      section: 'payment',
      subStatus: 'order_placed',
    });
    expect((await placementsOf(b.order.id))[0]!.sourceStatus).toBeNull();
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

  it('a failed read keeps the last observed state, and the next run reads again', async () => {
    const m = await placedOmniOrder('sync-down@example.test');
    await omni.advance(m.requestId, 'sourcing');
    await nextSync();
    expect((await placementsOf(m.order.id))[0]!.sourceStatus).toBe('sourcing');

    await omni.advance(m.requestId, 'shipped');
    await setConditions({ down: true });
    try {
      await nextSync();
    } finally {
      await setConditions({ down: false });
    }
    const [kept] = await placementsOf(m.order.id);
    expect(kept!.sourceStatus).toBe('sourcing');
    expect(await parcelsOf(m.user.workplaceId)).toEqual([]);
    expect(await orderState(t.db, m.order.id)).toEqual({
      section: 'payment',
      subStatus: 'order_placed',
    });
    expect(await syncJobsOf(m.user.workplaceId)).toHaveLength(1);

    await nextSync();
    expect((await placementsOf(m.order.id))[0]!.sourceStatus).toBe('shipped');
    expect(await orderState(t.db, m.order.id)).toEqual({
      section: 'shipment',
      subStatus: 'not_found',
    });
    // the down service's reads go through the outbound client's retries with their real waits
  }, 120_000);
});
