import { eq } from 'drizzle-orm';
import {
  changeSupplierEndpoint,
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

async function changeTo(caller: Caller, orderId: string, variant: StockedVariant) {
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
  await drainJobs(t.app);
}

const placementsOf = (orderId: string) =>
  t.db.select().from(orderPlacements).where(eq(orderPlacements.orderId, orderId));

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

  it("another workplace's automation never places this workplace's order", async () => {
    const a = await placementMerchant(t.app, t.db, urls.ae, 'change-auto-a@example.test');
    const b = await placementMerchant(t.app, t.db, urls.ae, 'change-auto-b@example.test');
    await setAuto(b.caller, ['cj']);
    const order = await a.order([aeVariant(34)]);
    await changeTo(a.caller, order.id, cjVariant(35));
    expect(await placementsOf(order.id)).toEqual([]);
  });
});
