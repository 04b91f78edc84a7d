import { and, eq, inArray } from 'drizzle-orm';
import {
  omniFulfillmentRequestEndpoint,
  payOrdersEndpoint,
  requestOrdersEndpoint,
} from '@omni/shared/contracts/orders';
import { jobs, parcelTrackings } from '../../../db/schema';
import type { Caller } from '../../../testing/call-endpoint';
import { callEndpoint } from '../../../testing/call-endpoint';
import { useOmniStandIn } from '../../../testing/omni-stand-in';
import { linkAliExpress, linkCj, useSupplierStandIns } from '../../../testing/supplier-stand-ins';
import { useTestApp } from '../../../testing/test-app';
import { fundWallet } from '../../../testing/wallets';
import { drainJobs } from '../../push/push-test-kit';
import { omniMerchant, placementsOf as placementsOfOrder } from '../placement/omni-test-kit';
import { orderLogOf, orderState, standInVariants } from '../placement/placement-test-kit';
import { storeIdOf } from '../../../../../sandbox/src/aliexpress/catalogue';
import { SOURCE_ORDER_SYNC_JOB, sourceSyncIntervalMs } from './source-order-sync';

/**
 * The source order sync's tests (ADR 037, 040, 041): the own service's, CJ's and AliExpress's
 * stand-ins, merchants whose orders they have, and the job clock moved one interval at a time.
 * Call once per test file, at its top level.
 */
export function useSourceSyncKit() {
  const { omni, urls } = useOmniStandIn();
  /** The suppliers' own pace: a paid CJ order ships one step after payment (moved on below). */
  const STEP_MS = 10 * 60_000;
  /** How far the CJ stand-in's clock is ahead of the wall clock. */
  let cjAhead = 0;
  const suppliers = useSupplierStandIns({
    cj: { stepMs: STEP_MS, now: () => Date.now() + cjAhead },
    // an AliExpress order id past 2^53: it must come back exactly as the source wrote it
    ae: { stepMs: STEP_MS, firstOrderId: '9007199254740993' },
    trackingUrl: () => urls.tracking,
  });
  const t = useTestApp();
  const { aeVariant, cjVariant } = standInVariants(suppliers);

  const INTERVAL = sourceSyncIntervalMs();

  const placementsOf = (orderId: string) => placementsOfOrder(t.db, orderId);

  async function pay(caller: Caller, workplaceId: string, orderId: string) {
    const placements = await placementsOf(orderId);
    const cost = placements.reduce((sum, placement) => sum + placement.costMinor!, 0);
    await fundWallet(t.db, workplaceId, cost + 100);
    await callEndpoint(t.app, payOrdersEndpoint, caller, { body: { order_ids: [orderId] } });
    await runDueNow();
    expect(await orderState(t.db, orderId)).toEqual({
      section: 'payment',
      subStatus: 'order_placed',
    });
  }

  /** A merchant whose order the own service has taken (placed), paid or not. */
  async function placedOmniOrder(email: string, { pay: paid = true } = {}) {
    const m = await omniMerchant(t.app, t.db, email);
    const order = await m.order();
    await callEndpoint(t.app, omniFulfillmentRequestEndpoint, m.caller, {
      body: { order_ids: [order.id] },
    });
    await drainJobs(t.app);
    const [placement] = await placementsOf(order.id);
    expect(placement).toMatchObject({ status: 'success', sourceStatus: null });
    if (paid) await pay(m.caller, m.user.workplaceId, order.id);
    return { ...m, order, requestId: placement!.sourceOrderNumbers[0]! };
  }

  let variantFrom = 0;

  /** A merchant whose order CJ or AliExpress has (placed with their linked account), paid or not. */
  /**
   * A merchant whose order CJ and/or AliExpress have (placed with their linked accounts, a line
   * each), paid or not; `numbers` are each source's order number.
   */
  async function placedWithSuppliers(
    sources: readonly ('cj' | 'aliexpress')[],
    email: string,
    { pay: paid = true } = {},
  ) {
    const m = await omniMerchant(t.app, t.db, email, { confirmed: false });
    if (sources.includes('cj')) await linkCj(t.app, m.caller);
    if (sources.includes('aliexpress')) await linkAliExpress(t.app, suppliers.urls.ae, m.caller);
    variantFrom += 1;
    const variants = sources.map((source) =>
      source === 'cj' ? cjVariant(variantFrom) : aeVariant(variantFrom),
    );
    const order = await m.order({}, variants);
    await callEndpoint(t.app, requestOrdersEndpoint, m.caller, { body: { order_ids: [order.id] } });
    await drainJobs(t.app);
    const placements = await placementsOf(order.id);
    expect(placements).toHaveLength(sources.length);
    for (const placement of placements)
      expect(placement).toMatchObject({ status: 'success', sourceStatus: null });
    if (paid) await pay(m.caller, m.user.workplaceId, order.id);
    const numbers = Object.fromEntries(
      placements.map((placement) => [placement.source, placement.sourceOrderNumbers[0]!]),
    );
    return { ...m, order, numbers };
  }

  /**
   * A merchant whose order AliExpress split by seller: two lines of products from two stores,
   * placed as one AliExpress placement, which AliExpress answers with an order per store.
   */
  async function placedSplitAliExpressOrder(email: string, { pay: paid = true } = {}) {
    const m = await omniMerchant(t.app, t.db, email, { confirmed: false });
    await linkAliExpress(t.app, suppliers.urls.ae, m.caller);
    variantFrom += 1;
    const first = aeVariant(variantFrom);
    let second = aeVariant(first.index + 1);
    while (storeIdOf(second.index) === storeIdOf(first.index)) second = aeVariant(second.index + 1);
    variantFrom = second.index;
    const order = await m.order({}, [first, second]);
    await callEndpoint(t.app, requestOrdersEndpoint, m.caller, { body: { order_ids: [order.id] } });
    await drainJobs(t.app);
    const [placement, ...others] = await placementsOf(order.id);
    expect(others).toHaveLength(0);
    expect(placement).toMatchObject({
      source: 'aliexpress',
      status: 'success',
      sourceStatus: null,
    });
    if (paid) await pay(m.caller, m.user.workplaceId, order.id);
    return { ...m, order, numbers: placement!.sourceOrderNumbers };
  }

  /** A merchant whose order CJ or AliExpress has (placed with their linked account), paid or not. */
  async function placedSupplierOrder(
    source: 'cj' | 'aliexpress',
    email: string,
    options: { pay?: boolean } = {},
  ) {
    const placed = await placedWithSuppliers([source], email, options);
    return { ...placed, number: placed.numbers[source]! };
  }

  const parcelsOf = (workplaceId: string) =>
    t.db.select().from(parcelTrackings).where(eq(parcelTrackings.workplaceId, workplaceId));

  /** The tracking service says where the parcels are (as its pushes would store it). */
  async function parcelsAre(workplaceId: string, numbers: string[], status: string) {
    await t.db
      .update(parcelTrackings)
      .set({ status })
      .where(
        and(
          eq(parcelTrackings.workplaceId, workplaceId),
          inArray(parcelTrackings.trackingNumber, numbers),
        ),
      );
  }

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

  /** Runs what is due at the job clock (the supplier's payment queues the sync by it). */
  async function runDueNow() {
    const now = () => new Date(Date.now() + ahead);
    for (let round = 0; round < 20; round += 1)
      if ((await t.app.jobs.runDue({ now, limit: 10 })).claimed === 0) return;
  }

  /** The next interval slot comes: the queued sync runs (and whatever else is due then). */
  async function nextSync() {
    ahead += INTERVAL;
    await runDueNow();
  }

  const sourceStatusOf = async (orderId: string) => (await placementsOf(orderId))[0]!.sourceStatus;

  const setConditions = (url: string, body: Record<string, unknown>) =>
    fetch(`${url}/_control/conditions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const shippedLog = async (caller: Caller, orderId: string) =>
    (await orderLogOf(t.app, caller, orderId)).filter((entry) => entry.action === 'shipped');

  /** The CJ stand-in's clock moves one of its steps on (a paid order ships a step after payment). */
  const cjStep = () => {
    cjAhead += STEP_MS;
  };

  return {
    omni,
    urls,
    suppliers,
    t,
    placementsOf,
    pay,
    placedOmniOrder,
    placedSupplierOrder,
    placedWithSuppliers,
    placedSplitAliExpressOrder,
    parcelsOf,
    parcelsAre,
    syncJobsOf,
    runDueNow,
    nextSync,
    sourceStatusOf,
    setConditions,
    shippedLog,
    cjStep,
  };
}
