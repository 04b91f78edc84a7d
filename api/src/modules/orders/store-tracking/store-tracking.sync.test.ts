import { and, eq } from 'drizzle-orm';
import { omniFulfillmentRequestEndpoint } from '@omni/shared/contracts/orders';
import { jobs, orderLineItems, orders } from '../../../db/schema';
import { callEndpoint } from '../../../testing/call-endpoint';
import {
  connectShopify,
  connectWoo,
  drainJobs,
  SHOP,
  useWooStandIn,
} from '../../push/push-test-kit';
import { useShopifyStandIn } from '../../shopify/shopify-test-kit';
import { omniMerchant, OMNI_LINES } from '../placement/omni-test-kit';
import { insertOrder, orderLogOf } from '../placement/placement-test-kit';
import { useSourceSyncKit } from '../source-sync/source-sync-test-kit';
import { STORE_TRACKING_JOB } from './store-tracking-job';

// the stand-ins before the app (the app reads where they are when it is built)
const woo = useWooStandIn();
const shopify = useShopifyStandIn(() => kit.t.app);
const kit = useSourceSyncKit();
const { t, omni, pay, placementsOf, nextSync, runDueNow } = kit;

type Merchant = Awaited<ReturnType<typeof omniMerchant>>;

/** Our order of a store order: the stand-in's ids, one line of ours per store line. */
async function linkOrder(
  m: Merchant,
  storeId: string,
  channel: string | null,
  remote: { orderId: number; lineIds: number[] },
) {
  const order = await insertOrder(t.db, m.user.workplaceId, storeId, OMNI_LINES);
  await t.db
    .update(orders)
    .set({ platformOrderId: String(remote.orderId), channel })
    .where(eq(orders.id, order.id));
  const lines = await t.db
    .select()
    .from(orderLineItems)
    .where(eq(orderLineItems.orderId, order.id))
    .orderBy(orderLineItems.platformLineItemId);
  for (const [n, line] of lines.entries())
    await t.db
      .update(orderLineItems)
      .set({
        platformLineItemId: String(remote.lineIds[n]),
        platformOrderId: String(remote.orderId),
      })
      .where(eq(orderLineItems.id, line.id));
  return order;
}

/**
 * A merchant of the own service with an order of the stand-in shop (two lines); `channel` null is
 * an order made by hand that names the store.
 */
async function shopifyOrder(email: string, channel: string | null = 'shopify') {
  const m = await omniMerchant(t.app, t.db, email);
  const store = await connectShopify(t.db, shopify, m.user.workplaceId);
  const items = shopify.world
    .shop(SHOP)
    .products.slice(0, 2)
    .map((product) => ({ variantId: product.variants[0]!.id, quantity: 1 }));
  const { order: remote } = shopify.world.placeOrder(SHOP, { items });
  const order = await linkOrder(m, store.id, channel, {
    orderId: remote.id,
    lineIds: remote.lineItems.map((line) => line.id),
  });
  return { m, order, remote };
}

/** A merchant of the own service with an order of the WooCommerce stand-in. */
async function wooOrder(email: string) {
  const m = await omniMerchant(t.app, t.db, email);
  const store = await connectWoo(t.db, woo, m.user.workplaceId);
  const remote = woo.world.placeOrder({});
  const order = await linkOrder(m, store.id, 'woocommerce', {
    orderId: remote.id,
    lineIds: remote.line_items.map((line) => line.id),
  });
  return { m, order, remote };
}

/** The own service takes, is paid for and ships the order; the sync reads it (and runs what it queued). */
async function shipWithOmni(m: Merchant, orderId: string) {
  await callEndpoint(t.app, omniFulfillmentRequestEndpoint, m.caller, {
    body: { order_ids: [orderId] },
  });
  await drainJobs(t.app);
  const [placement] = await placementsOf(orderId);
  await pay(m.caller, m.user.workplaceId, orderId);
  const shipped = await omni.advance(placement!.sourceOrderNumbers[0]!, 'shipped');
  await nextSync();
  return shipped!.shipment!.trackingNumber;
}

const storeJobsOf = (workplaceId: string) =>
  t.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, STORE_TRACKING_JOB.kind), eq(jobs.workplaceId, workplaceId)));

/** The job runs again, as a redelivery would run it (at-least-once). */
async function replayStoreJobs(workplaceId: string) {
  await t.db
    .update(jobs)
    .set({ status: 'queued', runAt: new Date(0), attempts: 0, finishedAt: null })
    .where(and(eq(jobs.kind, STORE_TRACKING_JOB.kind), eq(jobs.workplaceId, workplaceId)));
  await runDueNow();
}

const storeLog = async (m: Merchant, orderId: string) =>
  (await orderLogOf(t.app, m.caller, orderId)).filter((entry) =>
    ['tracking_sent_to_store', 'tracking_refused_by_store'].includes(entry.action),
  );

describe('tracking numbers back to the store (ADR 045)', () => {
  it('fulfils the Shopify order with the parcel number, once however often the job runs', async () => {
    const { m, order, remote } = await shopifyOrder('store-tracking-shopify@example.test');
    const number = await shipWithOmni(m, order.id);

    const fulfilled = shopify.world.shop(SHOP).orders.find((o) => o.id === remote.id)!;
    expect(fulfilled.fulfillments).toHaveLength(1);
    expect(fulfilled.fulfillments[0]!.trackingInfo).toEqual([
      { company: 'Omni Express', number, url: null },
    ]);
    // both lines, the ones the own service's order covers
    expect(fulfilled.fulfillmentStatus).toBe('FULFILLED');
    expect(await storeLog(m, order.id)).toEqual([
      expect.objectContaining({
        action: 'tracking_sent_to_store',
        data: { platform: 'shopify', tracking_number: number, carrier: 'Omni Express' },
      }),
    ]);

    await replayStoreJobs(m.user.workplaceId);
    await nextSync(); // the sync reads the parcel again: nothing new is queued
    expect(fulfilled.fulfillments).toHaveLength(1);
    expect(await storeJobsOf(m.user.workplaceId)).toHaveLength(1);
    expect(await storeLog(m, order.id)).toHaveLength(1);
  });

  it('adds one customer note to the WooCommerce order, once however often the job runs', async () => {
    const { m, order, remote } = await wooOrder('store-tracking-woo@example.test');
    const number = await shipWithOmni(m, order.id);

    const notes = () =>
      (woo.world.notes.get(remote.id) ?? []).filter((n) => n.note.includes(number));
    expect(notes()).toEqual([
      expect.objectContaining({
        customer_note: true,
        note: `Your order has shipped with Omni Express. Tracking number: ${number}.`,
      }),
    ]);
    expect(await storeLog(m, order.id)).toEqual([
      expect.objectContaining({
        action: 'tracking_sent_to_store',
        data: { platform: 'woocommerce', tracking_number: number, carrier: 'Omni Express' },
      }),
    ]);

    await replayStoreJobs(m.user.workplaceId);
    expect(notes()).toHaveLength(1);
    expect(await storeLog(m, order.id)).toHaveLength(1);
  });

  it('logs the refusal of a store order cancelled in Shopify, and fulfils nothing', async () => {
    const { m, order, remote } = await shopifyOrder('store-tracking-cancelled@example.test');
    shopify.world.updateOrder(SHOP, remote.id, { cancel: true });
    const number = await shipWithOmni(m, order.id);

    expect(shopify.world.shop(SHOP).orders.find((o) => o.id === remote.id)!.fulfillments).toEqual(
      [],
    );
    expect(await storeLog(m, order.id)).toEqual([
      expect.objectContaining({
        action: 'tracking_refused_by_store',
        data: { platform: 'shopify', tracking_number: number, reason: 'store_order_cancelled' },
      }),
    ]);
    // the order itself moved on with its parcel
    expect((await storeJobsOf(m.user.workplaceId))[0]).toMatchObject({ status: 'done' });
  });

  it('logs the refusal when the items were already fulfilled in Shopify', async () => {
    const { m, order, remote } = await shopifyOrder('store-tracking-fulfilled@example.test');
    // the merchant fulfilled the order in Shopify with a number of their own
    const shopOrder = shopify.world.shop(SHOP).orders.find((o) => o.id === remote.id)!;
    for (const fo of shopOrder.fulfillmentOrders) {
      fo.status = 'CLOSED';
      for (const line of fo.lineItems) line.remainingQuantity = 0;
    }
    const number = await shipWithOmni(m, order.id);
    expect(shopOrder.fulfillments).toEqual([]);
    expect(await storeLog(m, order.id)).toEqual([
      expect.objectContaining({
        action: 'tracking_refused_by_store',
        data: { platform: 'shopify', tracking_number: number, reason: 'already_fulfilled' },
      }),
    ]);
  });

  it('queues nothing for an order made by hand, though it names a connected store', async () => {
    const { m, order, remote } = await shopifyOrder('store-tracking-by-hand@example.test', null);
    await shipWithOmni(m, order.id);
    expect(await storeJobsOf(m.user.workplaceId)).toEqual([]);
    expect(shopify.world.shop(SHOP).orders.find((o) => o.id === remote.id)!.fulfillments).toEqual(
      [],
    );
    expect(await storeLog(m, order.id)).toEqual([]);
  });
});
