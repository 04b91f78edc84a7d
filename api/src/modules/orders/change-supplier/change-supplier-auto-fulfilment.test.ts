import { and, eq } from 'drizzle-orm';
import {
  changeSupplierEndpoint,
  requestOrdersEndpoint,
  updateFulfillmentSettingEndpoint,
  type FulfillmentSetting,
} from '@omni/shared/contracts/orders';
import { jobs, orderLineItems, orderPlacements } from '../../../db/schema';
import type { Caller } from '../../../testing/call-endpoint';
import { callEndpoint } from '../../../testing/call-endpoint';
import { useSupplierStandIns } from '../../../testing/supplier-stand-ins';
import { useTestApp } from '../../../testing/test-app';
import { drainJobs } from '../../push/push-test-kit';
import {
  orderLogOf,
  orderState,
  placementMerchant,
  standInVariants,
  type StockedVariant,
} from '../placement/placement-test-kit';

/*
 * ADR 041: changing an order's supplier to one the automation places with queues the order's
 * automatic fulfilment, as a push's mapping does (same job, same idempotency, same
 * auto_fulfill_since rule).
 */

const { ae, cj, urls } = useSupplierStandIns();
const t = useTestApp();
const { aeVariant, cjVariant } = standInVariants({ ae, cj });

const setAuto = async (caller: Caller, sources: FulfillmentSetting['auto_fulfill_sources']) => {
  const saved = await callEndpoint(t.app, updateFulfillmentSettingEndpoint, caller, {
    body: { default_source: null, shipping_preference: 'cheapest', auto_fulfill_sources: sources },
  });
  expect(saved.http).toBe(200);
};

async function changeTo(caller: Caller, orderId: string, variant: StockedVariant, drain = true) {
  const [line] = await t.db
    .select()
    .from(orderLineItems)
    .where(eq(orderLineItems.orderId, orderId));
  const changed = await callEndpoint(t.app, changeSupplierEndpoint, caller, {
    params: { id: orderId },
    body: {
      line_items: [
        {
          id: line!.id,
          source: variant.source,
          source_product_id: variant.productId,
          sku_id: variant.skuId,
        },
      ],
    },
  });
  expect(changed.http).toBe(200);
  if (drain) await drainJobs(t.app);
}

const placementsOf = (orderId: string) =>
  t.db.select().from(orderPlacements).where(eq(orderPlacements.orderId, orderId));

/** The supplier orders the stand-ins hold under one of our references. */
const supplierOrdersOf = (reference: string) =>
  [...cj.orders.values()].filter((o) => o.orderNumber === reference).length +
  [...ae.orders.values()].filter((o) => o.outOrderId === reference).length;

/** The merchant places the order and the supplier refuses it: its stock ran out meanwhile. */
async function failedPlacement(
  caller: Caller,
  orderId: string,
  variant: StockedVariant & { index: number; variant: number },
) {
  const requested = await callEndpoint(t.app, requestOrdersEndpoint, caller, {
    body: { order_ids: [orderId] },
  });
  expect(requested.body.data!.entries).toHaveLength(1);
  (variant.source === 'cj' ? cj : ae).catalogue.runOutOfStock(variant.index, variant.variant);
  await drainJobs(t.app);
  const [placement] = await placementsOf(orderId);
  expect(placement).toMatchObject({ source: variant.source, status: 'error', generation: 1 });
  return placement!;
}

/** The order's automatic fulfilment jobs queued again, as a redelivery runs a job again. */
async function runAutoFulfilAgain(workplaceId: string) {
  const again = await t.db
    .update(jobs)
    .set({ status: 'queued', runAt: new Date(), lockedUntil: null, lockedBy: null })
    .where(and(eq(jobs.kind, 'orders.auto-fulfil'), eq(jobs.workplaceId, workplaceId)))
    .returning({ id: jobs.id });
  expect(again.length).toBeGreaterThan(0);
  await drainJobs(t.app);
}

describe('change supplier triggers automatic fulfilment (ADR 041)', () => {
  it('an order waiting with an AliExpress line is placed with CJ once its supplier is changed to CJ', async () => {
    const m = await placementMerchant(t.app, t.db, urls.ae, 'change-auto@example.test');
    await setAuto(m.caller, ['cj']);
    // arrived while on, but its AliExpress line is not one the automation places
    const order = await m.order([aeVariant(20)]);

    await changeTo(m.caller, order.id, cjVariant(21));
    const [placement] = await placementsOf(order.id);
    expect(placement).toMatchObject({ source: 'cj', status: 'success' });
    expect(await orderState(t.db, order.id)).toEqual({
      section: 'payment',
      subStatus: 'waiting_payment',
    });
    const log = await orderLogOf(t.app, m.caller, order.id);
    expect(log.map((entry) => entry.action).slice(0, 3)).toEqual(
      expect.arrayContaining(['auto_placement_requested', 'supplier_changed']),
    );
    expect(log.filter((entry) => entry.action === 'auto_placement_requested')).toHaveLength(1);
  });

  it('changed twice, or its job run twice: placed once', async () => {
    const m = await placementMerchant(t.app, t.db, urls.ae, 'change-auto-twice@example.test');
    await setAuto(m.caller, ['cj']);
    const order = await m.order([aeVariant(22)]);
    const [line] = await t.db
      .select()
      .from(orderLineItems)
      .where(eq(orderLineItems.orderId, order.id));
    // two changes before any job runs: two jobs (two triggers), one placement
    const body = (v: StockedVariant) => ({
      line_items: [
        { id: line!.id, source: v.source, source_product_id: v.productId, sku_id: v.skuId },
      ],
    });
    for (const variant of [cjVariant(23), cjVariant(24)]) {
      const changed = await callEndpoint(t.app, changeSupplierEndpoint, m.caller, {
        params: { id: order.id },
        body: body(variant),
      });
      expect(changed.http).toBe(200);
    }
    const queued = await t.db.select().from(jobs).where(eq(jobs.kind, 'orders.auto-fulfil'));
    expect(queued.filter((job) => job.workplaceId === m.user.workplaceId)).toHaveLength(2);
    await drainJobs(t.app);
    expect(await placementsOf(order.id)).toEqual([
      expect.objectContaining({ source: 'cj', status: 'success' }),
    ]);
    // a third change after it was placed: the order is no longer in New orders, refused as before
    const late = await callEndpoint(t.app, changeSupplierEndpoint, m.caller, {
      params: { id: order.id },
      body: body(cjVariant(25)),
    });
    expect(late.http).toBe(400);
    await drainJobs(t.app);
    expect(await placementsOf(order.id)).toHaveLength(1);
  });

  it('leaves the order to the merchant when the new supplier is not automatic, or the automation is off', async () => {
    const m = await placementMerchant(t.app, t.db, urls.ae, 'change-auto-left@example.test');
    await setAuto(m.caller, ['aliexpress']);
    const notListed = await m.order([aeVariant(26)]);
    await changeTo(m.caller, notListed.id, cjVariant(27));
    expect(await placementsOf(notListed.id)).toEqual([]);

    await setAuto(m.caller, []);
    const off = await m.order([aeVariant(28)]);
    await changeTo(m.caller, off.id, cjVariant(29));
    expect(await placementsOf(off.id)).toEqual([]);
    expect(await orderState(t.db, off.id)).toEqual({ section: 'placement', subStatus: 'ready' });
  });

  it('leaves an order that arrived before automatic fulfilment was on', async () => {
    const m = await placementMerchant(t.app, t.db, urls.ae, 'change-auto-before@example.test');
    const before = await m.order([aeVariant(30)]);
    // turned on after the order arrived (the app's clock a while later)
    t.clock.advance(3_600_000);
    try {
      await setAuto(m.caller, ['cj']);
      await changeTo(m.caller, before.id, cjVariant(31));
      expect(await placementsOf(before.id)).toEqual([]);
    } finally {
      t.clock.advance(-3_600_000);
    }
  });

  it('an order whose placement failed is placed with its new supplier, once however often the job runs', async () => {
    const m = await placementMerchant(t.app, t.db, urls.ae, 'change-auto-failed@example.test');
    await setAuto(m.caller, ['cj']);
    const aeLine = aeVariant(36);
    const order = await m.order([aeLine]);
    const failed = await failedPlacement(m.caller, order.id, aeLine);
    expect(await orderState(t.db, order.id)).toEqual({ section: 'placement', subStatus: 'ready' });

    // the merchant changes the supplier because AliExpress refused: the automation places it
    await changeTo(m.caller, order.id, cjVariant(37));
    const placements = await placementsOf(order.id);
    expect(placements).toHaveLength(2);
    const placed = placements.find((p) => p.source === 'cj')!;
    expect(placed).toMatchObject({ status: 'success', generation: 1 });
    expect(supplierOrdersOf(placed.reference)).toBe(1);
    // the AliExpress failure no longer holds the order back: its line is placed with CJ
    expect(await orderState(t.db, order.id)).toEqual({
      section: 'payment',
      subStatus: 'waiting_payment',
    });

    // the job delivered again: nothing more at the supplier
    await runAutoFulfilAgain(m.user.workplaceId);
    expect(await placementsOf(order.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: failed.id, status: 'error', generation: 1 }),
        expect.objectContaining({ id: placed.id, status: 'success', generation: 1 }),
      ]),
    );
    expect(supplierOrdersOf(placed.reference)).toBe(1);
    const log = await orderLogOf(t.app, m.caller, order.id);
    expect(log.filter((entry) => entry.action === 'auto_placement_requested')).toHaveLength(1);
  });

  it('a failed placement with the same supplier is placed again as its next generation; a job run again after that one failed places nothing', async () => {
    const m = await placementMerchant(t.app, t.db, urls.ae, 'change-auto-again@example.test');
    await setAuto(m.caller, ['cj']);
    const cjLine = cjVariant(38);
    const order = await m.order([cjLine]);
    const failed = await failedPlacement(m.caller, order.id, cjLine);

    // changed to another CJ product; its stock runs out once the automation has queued the order
    const next = cjVariant(39);
    await changeTo(m.caller, order.id, next, false);
    expect(await t.app.jobs.runDue({ limit: 1 })).toMatchObject({ claimed: 1, done: 1 });
    const [queued] = await placementsOf(order.id);
    expect(queued).toMatchObject({ id: failed.id, status: 'processing', generation: 2 });
    cj.catalogue.runOutOfStock(next.index, next.variant);
    await drainJobs(t.app);
    const [second] = await placementsOf(order.id);
    expect(second).toMatchObject({ id: failed.id, status: 'error', generation: 2 });
    expect(supplierOrdersOf(second!.reference)).toBe(0);

    // that change's job delivered again: its failure is not the one the change was made for
    await runAutoFulfilAgain(m.user.workplaceId);
    expect(await placementsOf(order.id)).toEqual([
      expect.objectContaining({ id: failed.id, status: 'error', generation: 2 }),
    ]);
    const log = await orderLogOf(t.app, m.caller, order.id);
    expect(log.filter((entry) => entry.action === 'auto_placement_requested')).toHaveLength(1);
  });

  it("another workplace's automation never places this workplace's order", async () => {
    const a = await placementMerchant(t.app, t.db, urls.ae, 'change-auto-a@example.test');
    const b = await placementMerchant(t.app, t.db, urls.ae, 'change-auto-b@example.test');
    await setAuto(b.caller, ['cj']);
    const order = await a.order([aeVariant(34)]);
    await changeTo(a.caller, order.id, cjVariant(35));
    expect(await placementsOf(order.id)).toEqual([]);
  });
});
