import { and, eq } from 'drizzle-orm';
import {
  omniFulfillmentConfirmEndpoint,
  placementEntriesEndpoint,
  requestOrdersEndpoint,
  updateFulfillmentSettingEndpoint,
  type FulfillmentSetting,
} from '@omni/shared/contracts/orders';
import { orderLineItems, orderPlacements, orders } from '../../../db/schema';
import { signUp } from '../../../testing/accounts';
import { callEndpoint, type Caller } from '../../../testing/call-endpoint';
import { useOmniStandIn } from '../../../testing/omni-stand-in';
import { setPlanLimits } from '../../../testing/plan-limits';
import { linkCj, useSupplierStandIns } from '../../../testing/supplier-stand-ins';
import { useTestApp } from '../../../testing/test-app';
import { readQuotas } from '../../quotas/quota-service';
import { drainJobs } from '../../push/push-test-kit';
import {
  finishConnect,
  shopifyWebhookHeaders,
  startConnect,
  useShopifyStandIn,
} from '../../shopify/shopify-test-kit';
import {
  linkPushedVariant,
  orderLogOf,
  orderState,
  standInVariants,
  type StockedVariant,
} from '../placement/placement-test-kit';

const { ae, cj } = useSupplierStandIns();
const { omni } = useOmniStandIn();
// before the app: it reads the stand-in's address when it is built
const standIn = useShopifyStandIn(() => t.app);
const t = useTestApp();
const { aeVariant, cjVariant } = standInVariants({ ae, cj });

const APPAREL = 'omni-demo-apparel.myshopify.com';
const GADGETS = 'omni-demo-gadgets.myshopify.com';
const WEBHOOKS = '/api/webhooks/shopify';

/**
 * A merchant with CJ linked and a Shopify stand-in shop connected, on a plan placing `limit`
 * orders (-1: without limit), automatic fulfilment on for `auto`.
 */
async function merchant(
  email: string,
  auto: FulfillmentSetting['auto_fulfill_sources'],
  shop = APPAREL,
  limit = -1,
) {
  const user = await signUp(t.app, email);
  const caller: Caller = { token: user.token, workplaceId: user.workplaceId };
  const run = await startConnect(t.app, standIn, caller, shop.replace('.myshopify.com', ''));
  const landed = await finishConnect(t.app, run.callback, run.cookie);
  expect(landed.searchParams.get('success')).toBe('1');
  const storeId = landed.searchParams.get('store_id')!;
  await drainJobs(t.app); // the connect's setup and first sync, before automatic fulfilment is on
  await setPlanLimits(t.db, user.userId, {
    ORDER_FULFILLMENT: limit,
    BULK_ORDER_FULFILLMENT: -1,
  });
  await linkCj(t.app, caller);
  // `omni` is an automatic source only once the own service is confirmed (ADR 037)
  if (auto.includes('omni')) await callEndpoint(t.app, omniFulfillmentConfirmEndpoint, caller);
  const saved = await callEndpoint(t.app, updateFulfillmentSettingEndpoint, caller, {
    body: { default_source: null, shipping_preference: 'cheapest', auto_fulfill_sources: auto },
  });
  expect(saved.http).toBe(200);
  return { user, caller, storeId, shop };
}

type Merchant = Awaited<ReturnType<typeof merchant>>;
let counter = 0;

/**
 * The shop's customer orders `variant` (pushed from the supplier: the store variant is linked,
 * unless `unlinked`); Shopify delivers orders/create `deliveries` times (each a delivery of its
 * own, as when Shopify retries after a timeout and a sync overlaps) and the jobs run.
 */
async function webhookOrder(
  m: Merchant,
  variant: Omit<StockedVariant, 'source'> & { source: string },
  { deliveries = 1, zip = '62701', unlinked = false } = {},
) {
  counter += 1;
  const variantId = String(48_000_000_000_000 + counter);
  if (!unlinked)
    await linkPushedVariant(t.db, m.user.workplaceId, m.storeId, variantId, variant, 'Pushed');
  const platformOrderId = String(820_982_911_946_000_000n + BigInt(counter));
  const at = new Date(Date.UTC(2026, 10, 20, 10, counter)).toISOString();
  const body = `{"id":${platformOrderId},"name":"#A${counter}","email":"ada@example.com",
    "created_at":"${at}","updated_at":"${at}","currency":"USD","subtotal_price":"19.90",
    "total_price":"19.90","total_tax":"0.00","total_discounts":"0.00","taxes_included":false,
    "financial_status":"paid","fulfillment_status":null,"tax_lines":[],"discount_codes":[],
    "shipping_lines":[],"customer":{"id":${7_000 + counter},"email":"ada@example.com","first_name":"Ada"},
    "shipping_address":{"first_name":"Ada","last_name":"Lovelace","address1":"1 Main Street",
      "city":"Springfield","province":"Illinois","province_code":"IL","zip":"${zip}",
      "country":"United States","country_code":"US","phone":"+12175550123"},
    "line_items":[{"id":${9_100_000 + counter},"product_id":${variantId},"variant_id":${variantId},
      "title":"Pushed ${counter}","sku":null,"quantity":1,"price":"19.90","tax_lines":[]}]}`;
  for (let n = 0; n < deliveries; n += 1) {
    // a delivery and an event of their own each time, so the webhook's own dedupe (by id) does not
    // hide the repeat from the order's ingest
    const headers = shopifyWebhookHeaders(body, m.shop, {
      'x-shopify-webhook-id': `auto-${counter}-${n}`,
      'x-shopify-event-id': `auto-event-${counter}-${n}`,
    });
    const answer = await t.app.inject({ method: 'POST', url: WEBHOOKS, headers, payload: body });
    expect(answer.statusCode).toBe(200);
    await drainJobs(t.app);
  }
  const [order] = await t.db
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, m.storeId), eq(orders.platformOrderId, platformOrderId)));
  return order!;
}

const placementsOf = (orderId: string) =>
  t.db.select().from(orderPlacements).where(eq(orderPlacements.orderId, orderId));
const cjOrdersOf = (reference: string) =>
  [...cj.orders.values()].filter((o) => o.orderNumber === reference).length;

describe('automatic fulfilment of channel orders (spec 002 §9, ADR 039)', () => {
  it('places a Shopify order with CJ when it is on for CJ, with the log saying so', async () => {
    const m = await merchant('auto-cj@example.test', ['cj']);
    const order = await webhookOrder(m, cjVariant(40));

    const [placement] = await placementsOf(order.id);
    expect(placement).toMatchObject({ source: 'cj', status: 'success' });
    expect(placement!.sourceOrderNumbers).toHaveLength(1);
    expect(cjOrdersOf(placement!.reference)).toBe(1);
    expect(await orderState(t.db, order.id)).toEqual({
      section: 'payment',
      subStatus: 'waiting_payment',
    });
    const log = await orderLogOf(t.app, m.caller, order.id);
    expect(log.map((entry) => entry.action)).toContain('auto_placement_requested');
    expect(log.find((entry) => entry.action === 'auto_placement_requested')).toEqual({
      action: 'auto_placement_requested',
      data: { source: 'cj' },
      user_name: null,
    });
    // the progress panel shows it like any placement
    const entries = await callEndpoint(t.app, placementEntriesEndpoint, m.caller, {
      query: { ids: placement!.id },
    });
    expect(entries.body.data!.entries.map((e) => e.status)).toEqual(['success']);
  });

  it('places nothing when it is off, or on only for another source than the lines’', async () => {
    const off = await merchant('auto-off@example.test', []);
    const offOrder = await webhookOrder(off, cjVariant(43));
    const other = await merchant('auto-ae-only@example.test', ['aliexpress'], GADGETS);
    const otherOrder = await webhookOrder(other, cjVariant(46));
    for (const order of [offOrder, otherOrder]) {
      expect(await placementsOf(order.id)).toEqual([]);
      expect(await orderState(t.db, order.id)).toEqual({
        section: 'placement',
        subStatus: 'ready',
      });
    }
  });

  it('places a webhook delivered three times once', async () => {
    const m = await merchant('auto-redelivery@example.test', ['cj']);
    const order = await webhookOrder(m, cjVariant(49), { deliveries: 3 });
    const placements = await placementsOf(order.id);
    expect(placements).toHaveLength(1);
    expect(cjOrdersOf(placements[0]!.reference)).toBe(1);
    const log = await orderLogOf(t.app, m.caller, order.id);
    expect(log.filter((entry) => entry.action === 'auto_placement_requested')).toHaveLength(1);
  });

  it("acts on the workplace's own setting only", async () => {
    const on = await merchant('auto-on-elsewhere@example.test', ['cj'], APPAREL);
    const off = await merchant('auto-off-here@example.test', [], GADGETS);
    const offOrder = await webhookOrder(off, cjVariant(52));
    expect(await placementsOf(offOrder.id)).toEqual([]);
    const onOrder = await webhookOrder(on, cjVariant(55));
    expect((await placementsOf(onOrder.id)).map((p) => p.status)).toEqual(['success']);
  });

  it('leaves to the merchant an order of an unlisted source, an unmapped line or an invalid address', async () => {
    const m = await merchant('auto-left@example.test', ['cj']);
    const unlisted = await webhookOrder(m, aeVariant(58));
    const unmapped = await webhookOrder(m, cjVariant(64), { unlinked: true });
    const badZip = await webhookOrder(m, cjVariant(67), { zip: 'ABCDE' });
    for (const order of [unlisted, unmapped, badZip]) {
      expect(await placementsOf(order.id)).toEqual([]);
      expect(await orderState(t.db, order.id)).toEqual({
        section: 'placement',
        subStatus: 'ready',
      });
    }
  });

  it('sends an order of own catalogue lines to the own service, once it is confirmed and listed', async () => {
    const m = await merchant('auto-omni@example.test', ['omni', 'cj'], GADGETS);
    const own = { source: 'omni', productId: 'OMNI-P-1', skuId: 'OMNI-V-1' };
    const order = await webhookOrder(m, own);
    const [placement] = await placementsOf(order.id);
    expect(placement).toMatchObject({ source: 'omni', status: 'success' });
    expect(
      [...omni.requests.values()].filter((r) => r.reference === placement!.reference),
    ).toHaveLength(1);
    const log = await orderLogOf(t.app, m.caller, order.id);
    expect(log.find((entry) => entry.action === 'auto_placement_requested')?.data).toEqual({
      source: 'omni',
    });
  });

  it('keeps the order in New orders with quota_exceeded when the quota is used up; placing it later counts it', async () => {
    const m = await merchant('auto-quota@example.test', ['cj'], APPAREL, 0);
    const order = await webhookOrder(m, cjVariant(61));

    expect(await orderState(t.db, order.id)).toEqual({ section: 'placement', subStatus: 'ready' });
    const placements = await placementsOf(order.id);
    expect(placements.map((p) => [p.source, p.status, p.errorKey])).toEqual([
      ['cj', 'error', 'quota_exceeded'],
    ]);
    expect(cj.orders.size === 0 || cjOrdersOf(placements[0]!.reference) === 0).toBe(true);
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.errorMessage).toBe('quota_exceeded');
    const log = await orderLogOf(t.app, m.caller, order.id);
    expect(log.find((entry) => entry.action === 'placement_failed')).toEqual({
      action: 'placement_failed',
      data: { source: 'cj', error_key: 'quota_exceeded' },
      user_name: null,
    });

    // the merchant buys more and places it: the order's unit is counted then (it never went out)
    await setPlanLimits(t.db, m.user.userId, { ORDER_FULFILLMENT: 1, BULK_ORDER_FULFILLMENT: -1 });
    const placed = await callEndpoint(t.app, requestOrdersEndpoint, m.caller, {
      body: { order_ids: [order.id] },
    });
    expect(placed.body.data!.entries.map((e) => e.status)).toEqual(['processing']);
    const { features } = await readQuotas(t.db, {
      workplaceId: m.user.workplaceId,
      now: t.app.ctx.now(),
    });
    expect(features.ORDER_FULFILLMENT.usage).toBe(1);
  });
});

/** The store variant a webhook order's line sold (as the channel sent it). */
async function variantOf(orderId: string) {
  const [line] = await t.db
    .select({ variantId: orderLineItems.platformVariantId })
    .from(orderLineItems)
    .where(eq(orderLineItems.orderId, orderId));
  return line!.variantId!;
}

/** A push links the store variant the order sold to `variant` (titled `title`), and the jobs run. */
async function pushLater(m: Merchant, orderId: string, variant: StockedVariant, title: string) {
  await linkPushedVariant(
    t.db,
    m.user.workplaceId,
    m.storeId,
    await variantOf(orderId),
    variant,
    title,
  );
  await drainJobs(t.app);
}

const saveSetting = (
  m: Merchant,
  auto: FulfillmentSetting['auto_fulfill_sources'],
  placeWaiting?: boolean,
) =>
  callEndpoint(t.app, updateFulfillmentSettingEndpoint, m.caller, {
    body: {
      default_source: null,
      shipping_preference: 'cheapest',
      auto_fulfill_sources: auto,
      ...(placeWaiting === undefined ? {} : { place_waiting_orders: placeWaiting }),
    },
  });

const autoLogged = async (m: Merchant, orderId: string) =>
  (await orderLogOf(t.app, m.caller, orderId)).filter(
    (entry) => entry.action === 'auto_placement_requested',
  ).length;

describe('automatic fulfilment of orders that waited (ADR 039, later triggers)', () => {
  it('places an order that arrived unmapped once a push maps its product', async () => {
    const m = await merchant('auto-later-map@example.test', ['cj']);
    const variant = cjVariant(41);
    const order = await webhookOrder(m, variant, { unlinked: true });
    expect(await placementsOf(order.id)).toEqual([]);

    // the push links the store variant the order sold, and the order is evaluated again
    await pushLater(m, order.id, variant, 'Pushed later');
    const placed = await placementsOf(order.id);
    expect(placed.map((p) => p.source)).toEqual(['cj']);
    expect(cjOrdersOf(placed[0]!.reference)).toBe(1);
    expect(await autoLogged(m, order.id)).toBe(1);

    // another push of the product: nothing is placed twice
    await pushLater(m, order.id, variant, 'Pushed again');
    expect(await placementsOf(order.id)).toHaveLength(1);
    expect(cjOrdersOf(placed[0]!.reference)).toBe(1);
  });

  it('turning a source on places the waiting orders only when the merchant asks, once', async () => {
    const m = await merchant('auto-later-setting@example.test', []);
    const waiting = await webhookOrder(m, cjVariant(43)); // arrived while it was off
    const other = await merchant('auto-later-setting-other@example.test', [], GADGETS);
    const othersOrder = await webhookOrder(other, cjVariant(44));

    expect((await saveSetting(m, ['cj'])).http).toBe(200);
    await drainJobs(t.app);
    expect(await placementsOf(waiting.id)).toEqual([]); // not asked: left to the merchant

    const asked = await saveSetting(m, ['cj'], true);
    expect(asked.http).toBe(200);
    expect(asked.body.data).toEqual({
      default_source: null,
      shipping_preference: 'cheapest',
      auto_fulfill_sources: ['cj'],
    });
    await drainJobs(t.app);
    const placed = await placementsOf(waiting.id);
    expect(placed.map((p) => p.source)).toEqual(['cj']);
    expect(await autoLogged(m, waiting.id)).toBe(1);

    // asked again: the order is placed already, nothing more
    await saveSetting(m, ['cj'], true);
    await drainJobs(t.app);
    expect(await placementsOf(waiting.id)).toHaveLength(1);
    expect(cjOrdersOf(placed[0]!.reference)).toBe(1);
    // another workplace's waiting order is not touched
    expect(await placementsOf(othersOrder.id)).toEqual([]);
  });

  it('leaves an order that arrived before automatic fulfilment was on, when its product is mapped later', async () => {
    const m = await merchant('auto-later-before@example.test', []);
    const variant = cjVariant(45);
    const order = await webhookOrder(m, variant, { unlinked: true });
    // turned on after the order arrived (the app's clock a while later)
    t.clock.advance(3_600_000);
    try {
      expect((await saveSetting(m, ['cj'])).http).toBe(200);
    } finally {
      t.clock.advance(-3_600_000);
    }
    await pushLater(m, order.id, variant, 'Pushed later');
    expect(await placementsOf(order.id)).toEqual([]);
    expect(await orderState(t.db, order.id)).toEqual({ section: 'placement', subStatus: 'ready' });
  });
});
