import { eq } from 'drizzle-orm';
import {
  getFulfillmentSettingEndpoint,
  omniFulfillmentConfirmEndpoint,
  omniFulfillmentInteractEndpoint,
  omniFulfillmentRequestEndpoint,
  omniFulfillmentStateEndpoint,
  omniFulfillmentViewEndpoint,
  orderDetailEndpoint,
  payOrdersEndpoint,
  placementEntriesEndpoint,
  recreateOrdersEndpoint,
  stopPlacementsEndpoint,
  updateFulfillmentSettingEndpoint,
} from '@omni/shared/contracts/orders';
import { BodyStatus, MessageKey } from '@omni/shared/errors';
import { orderPlacements, orders } from '../../../db/schema';
import { callEndpoint, type Caller } from '../../../testing/call-endpoint';
import { useOmniStandIn } from '../../../testing/omni-stand-in';
import { useTestApp } from '../../../testing/test-app';
import { fundWallet } from '../../../testing/wallets';
import { drainJobs } from '../../push/push-test-kit';
import { omniMerchant, placementsOf as placementsOfOrder } from '../placement/omni-test-kit';
import { placementReference } from '../placement/placement-repository';
import {
  insertOrder,
  insertStore,
  orderLogOf,
  orderState,
  type StockedVariant,
} from '../placement/placement-test-kit';

const { omni } = useOmniStandIn();
const t = useTestApp();

const merchant = (email: string, confirmed = true) =>
  omniMerchant(t.app, t.db, email, { confirmed });

const request = (caller: Caller, orderIds: string[]) =>
  callEndpoint(t.app, omniFulfillmentRequestEndpoint, caller, { body: { order_ids: orderIds } });

const placementsOf = (orderId: string) => placementsOfOrder(t.db, orderId);

const serviceRequestsFor = (orderId: string) =>
  [...omni.requests.values()].filter((r) => r.reference.startsWith(`${orderId}-omni-`));

beforeEach(() => omni.setNextCreate(null));

describe('the own fulfilment service: onboarding', () => {
  it('records view, interact and confirm once each, and reads them back', async () => {
    const m = await merchant('omni-steps@example.test', false);
    const start = await callEndpoint(t.app, omniFulfillmentStateEndpoint, m.caller);
    expect(start.body.data).toEqual({
      viewed_at: null,
      interacted_at: null,
      confirmed_at: null,
      enabled: false,
    });

    const viewed = await callEndpoint(t.app, omniFulfillmentViewEndpoint, m.caller);
    expect(viewed.http).toBe(200);
    expect(viewed.body.data).toMatchObject({ interacted_at: null, enabled: false });
    const firstView = viewed.body.data!.viewed_at;
    expect(firstView).not.toBeNull();

    const interacted = await callEndpoint(t.app, omniFulfillmentInteractEndpoint, m.caller);
    expect(interacted.body.data!.interacted_at).not.toBeNull();
    expect(interacted.body.data!.enabled).toBe(false);

    const confirmed = await callEndpoint(t.app, omniFulfillmentConfirmEndpoint, m.caller);
    expect(confirmed.body.data).toMatchObject({ viewed_at: firstView, enabled: true });
    expect(confirmed.body.data!.confirmed_at).not.toBeNull();

    // a later visit keeps the first times
    const again = await callEndpoint(t.app, omniFulfillmentViewEndpoint, m.caller);
    expect(again.body.data).toEqual(confirmed.body.data);
    const read = await callEndpoint(t.app, omniFulfillmentStateEndpoint, m.caller);
    expect(read.body.data).toEqual(confirmed.body.data);
  });

  it('a confirm straight away also counts as viewed and interacted; it is per workplace', async () => {
    const m = await merchant('omni-direct@example.test', false);
    const other = await merchant('omni-direct-other@example.test', false);
    const confirmed = await callEndpoint(t.app, omniFulfillmentConfirmEndpoint, m.caller);
    expect(confirmed.body.data!.viewed_at).not.toBeNull();
    expect(confirmed.body.data!.interacted_at).not.toBeNull();
    const untouched = await callEndpoint(t.app, omniFulfillmentStateEndpoint, other.caller);
    expect(untouched.body.data!.enabled).toBe(false);
  });

  it('refuses omni as a source, the default or an automatic one before confirm', async () => {
    const m = await merchant('omni-not-yet@example.test', false);
    const order = await m.order();

    const refused = await request(m.caller, [order.id]);
    expect(refused.http).toBe(400);
    expect(refused.body.message).toBe(MessageKey.OmniFulfillmentNotEnabled);
    expect(await placementsOf(order.id)).toEqual([]);

    for (const body of [
      {
        default_source: 'omni' as const,
        shipping_preference: 'cheapest' as const,
        auto_fulfill_sources: [],
      },
      {
        default_source: null,
        shipping_preference: 'cheapest' as const,
        auto_fulfill_sources: ['omni' as const],
      },
    ]) {
      const saved = await callEndpoint(t.app, updateFulfillmentSettingEndpoint, m.caller, { body });
      expect(saved.http).toBe(400);
      expect(saved.body.message).toBe(MessageKey.OmniFulfillmentNotEnabled);
    }
    const setting = await callEndpoint(t.app, getFulfillmentSettingEndpoint, m.caller);
    expect(setting.body.data!.default_source).toBeNull();

    await callEndpoint(t.app, omniFulfillmentConfirmEndpoint, m.caller);
    const body = {
      default_source: 'omni' as const,
      shipping_preference: 'cheapest' as const,
      auto_fulfill_sources: ['omni' as const, 'cj' as const],
    };
    const saved = await callEndpoint(t.app, updateFulfillmentSettingEndpoint, m.caller, { body });
    expect(saved.http).toBe(200);
    expect(saved.body.data).toEqual(body);
  });
});

describe('the line fields of the own service (spec 002 §3 can_place_by_omni, omni_recommend)', () => {
  const linesOf = async (caller: Caller, orderId: string) =>
    (await callEndpoint(t.app, orderDetailEndpoint, caller, { params: { order_id: orderId } })).body
      .data!.line_items;

  it('can place every line once confirmed, and recommends only what the service answered', async () => {
    const off = await merchant('omni-lines-off@example.test', false);
    const offOrder = await off.order();
    expect(
      (await linesOf(off.caller, offOrder.id)).map((l) => [l.can_place_by_omni, l.omni_recommend]),
    ).toEqual([
      [false, null],
      [false, null],
    ]);

    const m = await merchant('omni-lines@example.test');
    const order = await m.order();
    // before the service is asked: it can place them, and has recommended nothing
    expect(
      (await linesOf(m.caller, order.id)).map((l) => [l.can_place_by_omni, l.omni_recommend]),
    ).toEqual([
      [true, null],
      [true, null],
    ]);

    await request(m.caller, [order.id]);
    await drainJobs(t.app);
    const [sent] = serviceRequestsFor(order.id);
    const lines = await linesOf(m.caller, order.id);
    for (const line of lines)
      expect(line.omni_recommend).toEqual({
        shipping_info: {
          service_name: 'Omni Express',
          amount: 4.99,
          processing_time: '1-3',
          delivery_time: '7-12',
        },
        source_order_id: sent!.id,
      });
    // another workplace's lines are untouched
    expect((await linesOf(off.caller, offOrder.id)).map((l) => l.omni_recommend)).toEqual([
      null,
      null,
    ]);
  });
});

describe('POST orders/v4/omni-fulfillment/request', () => {
  it('queues the order, answers at once, and the job moves it to payment/waiting_payment', async () => {
    const m = await merchant('omni-place@example.test');
    const order = await m.order();

    const queued = await request(m.caller, [order.id]);
    expect(queued.http).toBe(200);
    const [entry] = queued.body.data!.entries;
    expect(queued.body.data!.failed).toEqual([]);
    expect(entry).toMatchObject({
      order_id: order.id,
      source: 'omni',
      status: 'processing',
      reference: placementReference(order.id, 'omni', 1),
      source_order_numbers: [],
    });
    expect(serviceRequestsFor(order.id)).toHaveLength(0); // nothing sent before the job runs
    expect(await orderState(t.db, order.id)).toEqual({ section: 'placement', subStatus: 'ready' });

    await drainJobs(t.app);
    const after = await callEndpoint(t.app, placementEntriesEndpoint, m.caller, {
      query: { ids: entry!.id },
    });
    const done = after.body.data!.entries[0]!;
    const [sent] = serviceRequestsFor(order.id);
    expect(done).toMatchObject({
      status: 'success',
      error_key: null,
      source_order_numbers: [sent!.id],
    });
    // what the service charges is what the merchant pays
    expect(done.cost).toEqual({
      amount: Math.round(Number(sent!.total.amount) * 100),
      currency: 'USD',
    });
    expect(sent!.merchant_id).toBe(m.user.workplaceId);
    expect(sent!.lines.map((l) => [l.title, l.supplier])).toEqual([
      ['Item 0', { source: 'cj', product_id: 'CJ-P-1', sku_id: 'CJ-V-1' }],
      ['Item 1', { source: 'aliexpress', product_id: '1005001', sku_id: '12000001' }],
    ]);
    expect(sent!.ship_to).toMatchObject({ full_name: 'Ada Lovelace', country_code: 'US' });
    expect(await orderState(t.db, order.id)).toEqual({
      section: 'payment',
      subStatus: 'waiting_payment',
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.sourceType).toBe('omni');
    const log = await orderLogOf(t.app, m.caller, order.id);
    expect(log.map((l) => l.action)).toEqual(
      expect.arrayContaining(['placement_requested', 'placed']),
    );
  });

  it('is paid from the wallet at the price the service asked and moves on to order_placed', async () => {
    const m = await merchant('omni-pay@example.test');
    const order = await m.order();
    await request(m.caller, [order.id]);
    await drainJobs(t.app);
    const [placed] = await placementsOf(order.id);
    const cost = placed!.costMinor!;
    await fundWallet(t.db, m.user.workplaceId, cost + 100);
    const paid = await callEndpoint(t.app, payOrdersEndpoint, m.caller, {
      body: { order_ids: [order.id] },
    });
    expect(paid.body.data).toMatchObject({ method: 'wallet', status: 'paid', amount: cost });
    await drainJobs(t.app);
    expect(await orderState(t.db, order.id)).toEqual({
      section: 'payment',
      subStatus: 'order_placed',
    });
    expect((await placementsOf(order.id))[0]!.warningKey).toBeNull();
  });

  it('sends a line of the own catalogue with its product, which no supplier could place', async () => {
    const m = await merchant('omni-own-catalogue@example.test');
    const store = await insertStore(t.db, m.user.workplaceId);
    // an own-catalogue import pushed to the store (ADR 035: it waits for the own service)
    const own = {
      source: 'omni',
      productId: 'OWN-17',
      skuId: 'OWN-17-2',
    } as unknown as StockedVariant;
    const order = await insertOrder(t.db, m.user.workplaceId, store.id, [own]);
    await request(m.caller, [order.id]);
    await drainJobs(t.app);
    const [sent] = serviceRequestsFor(order.id);
    expect(sent!.lines[0]!.supplier).toEqual({
      source: 'omni',
      product_id: 'OWN-17',
      sku_id: 'OWN-17-2',
    });
    expect((await placementsOf(order.id))[0]!.status).toBe('success');
  });

  it('places many orders in one call, and a second call reuses the placements', async () => {
    const m = await merchant('omni-bulk@example.test');
    const first = await m.order();
    const second = await m.order();
    const queued = await request(m.caller, [first.id, second.id]);
    expect(queued.body.data!.entries.map((e) => e.status)).toEqual(['processing', 'processing']);
    const again = await request(m.caller, [first.id, second.id]);
    expect(again.body.data!.entries.map((e) => e.id).sort()).toEqual(
      queued.body.data!.entries.map((e) => e.id).sort(),
    );
    await drainJobs(t.app);
    await request(m.caller, [first.id]); // placed: reused, not sent again
    await drainJobs(t.app);
    expect(serviceRequestsFor(first.id)).toHaveLength(1);
    expect(serviceRequestsFor(second.id)).toHaveLength(1);
  });

  it('never makes a second service request: a lost answer, or a crash after the service took it', async () => {
    const m = await merchant('omni-idempotent@example.test');

    // the service made the request but its answer never arrived: the resend gets the same one
    const lost = await m.order();
    omni.setNextCreate({ loseAnswer: true });
    await request(m.caller, [lost.id]);
    await drainJobs(t.app);
    expect(serviceRequestsFor(lost.id)).toHaveLength(1);
    const [lostRow] = await placementsOf(lost.id);
    expect(lostRow).toMatchObject({
      status: 'success',
      sourceOrderNumbers: [serviceRequestsFor(lost.id)[0]!.id],
    });

    // a worker killed after the service's answer, before our write: the retry looks it up
    const crashed = await m.order();
    const queued = await request(m.caller, [crashed.id]);
    const reference = queued.body.data!.entries[0]!.reference;
    const made = await fetch(`${process.env.SANDBOX_OMNI_URL}/v1/fulfillment-requests`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer sandbox-omni-fulfillment-key',
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        reference,
        merchant_id: m.user.workplaceId,
        ship_to: {
          full_name: 'Ada Lovelace',
          phone: '+12175550123',
          address1: '1 Main Street',
          city: 'Springfield',
          country_code: 'US',
        },
        lines: [{ line_ref: 'x', title: 'Item 0', quantity: 1, sku: null }],
      }),
    });
    const existing = ((await made.json()) as { request: { id: string } }).request.id;
    const createsBefore = omni.creates();
    await drainJobs(t.app);
    expect(omni.creates()).toBe(createsBefore); // looked up, not created again
    expect(serviceRequestsFor(crashed.id)).toHaveLength(1);
    const [row] = await placementsOf(crashed.id);
    expect(row).toMatchObject({ status: 'success', sourceOrderNumbers: [existing] });
  });

  it('records the service refusal as the §8 key, and a new request is a new generation', async () => {
    const m = await merchant('omni-refused@example.test');
    const order = await m.order();
    omni.setNextCreate({ fail: 'out_of_stock' });
    await request(m.caller, [order.id]);
    await drainJobs(t.app);
    const [failed] = await placementsOf(order.id);
    expect(failed).toMatchObject({ status: 'error', errorKey: 'product_out_of_stock' });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      section: 'placement',
      subStatus: 'ready',
      errorMessage: 'product_out_of_stock',
    });
    expect(serviceRequestsFor(order.id)).toHaveLength(0);

    // recreate sends it back to the own service, under the next reference
    const recreated = await callEndpoint(t.app, recreateOrdersEndpoint, m.caller, {
      body: { order_ids: [order.id] },
    });
    expect(recreated.body.data!.entries[0]).toMatchObject({
      source: 'omni',
      reference: placementReference(order.id, 'omni', 2),
    });
    await drainJobs(t.app);
    expect(await orderState(t.db, order.id)).toEqual({
      section: 'payment',
      subStatus: 'waiting_payment',
    });

    omni.setNextCreate({ fail: 'country_not_supported' });
    const far = await m.order();
    await request(m.caller, [far.id]);
    await drainJobs(t.app);
    expect((await placementsOf(far.id))[0]).toMatchObject({ errorKey: 'shipped_country_notfound' });
  });

  it('refuses an order another source has, and one whose address would be refused', async () => {
    const m = await merchant('omni-refusals@example.test');
    const taken = await m.order();
    await t.db.insert(orderPlacements).values({
      workplaceId: m.user.workplaceId,
      orderId: taken.id,
      source: 'cj',
      status: 'processing',
      reference: placementReference(taken.id, 'cj', 1),
    });
    const noAddress = await m.order({ address1: '' });
    const answer = await request(m.caller, [taken.id, noAddress.id]);
    expect(answer.http).toBe(200);
    expect(answer.body.data!.entries).toEqual([]);
    expect(answer.body.data!.failed).toEqual(
      expect.arrayContaining([
        { order_id: taken.id, error_key: 'already_placed' },
        { order_id: noAddress.id, error_key: 'error_save_all_address' },
      ]),
    );
    expect((await placementsOf(taken.id)).map((p) => p.source)).toEqual(['cj']);
    expect(await placementsOf(noAddress.id)).toEqual([]);
  });

  it('Stop turns the processing omni entries into cancel_order; nothing is sent', async () => {
    const m = await merchant('omni-stop@example.test');
    const order = await m.order();
    await request(m.caller, [order.id]);
    const stop = await callEndpoint(t.app, stopPlacementsEndpoint, m.caller, {
      body: { source: 'omni' },
    });
    expect(stop.body.data).toEqual({ stopped: 1 });
    await drainJobs(t.app);
    expect((await placementsOf(order.id))[0]).toMatchObject({
      status: 'error',
      errorKey: 'cancel_order',
    });
    expect(serviceRequestsFor(order.id)).toHaveLength(0);
  });

  it('answers 404 to another workplace’s order and changes nothing', async () => {
    const owner = await merchant('omni-owner@example.test');
    const intruder = await merchant('omni-intruder@example.test');
    const order = await owner.order();
    const answer = await request(intruder.caller, [order.id]);
    expect(answer.http).toBe(404);
    const mixed = await request(intruder.caller, [order.id, (await intruder.order()).id]);
    expect(mixed.http).toBe(404);
    expect(await placementsOf(order.id)).toEqual([]);
    await drainJobs(t.app);
    expect(serviceRequestsFor(order.id)).toHaveLength(0);
    expect(await orderState(t.db, order.id)).toEqual({ section: 'placement', subStatus: 'ready' });
  });

  it('refuses bad input at the edge', async () => {
    const m = await merchant('omni-bad@example.test');
    for (const body of [
      {},
      { order_ids: [] },
      { order_ids: ['not-a-uuid'] },
      { order_ids: 'x' },
      { order_ids: Array.from({ length: 201 }, () => crypto.randomUUID()) },
    ]) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/orders/v4/omni-fulfillment/request',
        headers: {
          authorization: `Bearer ${m.caller.token}`,
          'workplace-id': m.caller.workplaceId,
        },
        payload: body,
      });
      expect(answer.statusCode).toBe(400);
      expect(JSON.parse(answer.body).status).toBe(BodyStatus.BAD_REQUEST);
    }
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/account/omni-fulfillment/confirm',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
