import { and, eq, like } from 'drizzle-orm';
import {
  manuallyFulfillEndpoint,
  orderDetailEndpoint,
  orderPanelEndpoint,
  placeOrderErrorEndpoint,
  placementEntriesEndpoint,
  requestOrdersEndpoint,
  updateOrderNumberEndpoint,
} from '@omni/shared/contracts/orders';
import { jobs, orderPlacements } from '../../../db/schema';
import { callEndpoint, type Caller } from '../../../testing/call-endpoint';
import { useSupplierStandIns } from '../../../testing/supplier-stand-ins';
import { useTestApp } from '../../../testing/test-app';
import { drainJobs } from '../../push/push-test-kit';
import {
  orderLogOf,
  orderState,
  placementMerchant,
  standInVariants,
  useAliExpressRefusals,
} from './placement-test-kit';

/*
 * PUT orders/order_no/update: the merchant records the supplier's order number of an order placed
 * by hand, or of one AliExpress refused as a repeat (the merchant found it on AliExpress). What it
 * settles: the placement, the order's status, the history and the source order sync.
 */

const { ae, cj, urls } = useSupplierStandIns();
const t = useTestApp();
const { aeVariant, cjVariant } = standInVariants({ ae, cj });

const refuseOrders = useAliExpressRefusals(urls);

const record = (
  caller: Caller,
  orderId: string,
  source: 'aliexpress' | 'cj' | 'manual',
  no: string,
) =>
  callEndpoint(t.app, updateOrderNumberEndpoint, caller, {
    body: { order_id: orderId, order_source: source, order_no: no },
  });

const panelOf = async (caller: Caller, orderId: string) =>
  (await callEndpoint(t.app, orderPanelEndpoint, caller, { params: { order_id: orderId } })).body
    .data!.source_orders;

const syncJobs = (workplaceId: string) =>
  t.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.workplaceId, workplaceId), like(jobs.dedupeKey, 'source-sync:%')));

describe('PUT orders/order_no/update', () => {
  it('records the number of an order placed by hand, and corrects it, without moving the order', async () => {
    const m = await placementMerchant(t.app, t.db, urls.ae, 'number-manual@example.test');
    const order = await m.order([cjVariant(12)]);
    await callEndpoint(t.app, manuallyFulfillEndpoint, m.caller, {
      body: { order_ids: [order.id] },
    });
    // nothing was sent to a supplier: no number and no reference yet
    expect(await panelOf(m.caller, order.id)).toMatchObject([
      { source: 'manual', status: 'success', order_no: [], reference: null },
    ]);

    const first = await record(m.caller, order.id, 'manual', '8190000000000001234');
    expect(first.http).toBe(200);
    expect(first.body.data).toMatchObject({
      source: 'manual',
      status: 'success',
      source_order_numbers: ['8190000000000001234'],
    });
    const corrected = await record(m.caller, order.id, 'manual', '8190000000000005678');
    expect(corrected.body.data!.source_order_numbers).toEqual(['8190000000000005678']);

    expect(await panelOf(m.caller, order.id)).toMatchObject([
      { source: 'manual', order_no: ['8190000000000005678'], reference: null },
    ]);
    expect(await orderState(t.db, order.id)).toEqual({
      section: 'payment',
      subStatus: 'order_placed',
    });
    const log = await orderLogOf(t.app, m.caller, order.id);
    expect(log.slice(0, 2)).toEqual([
      {
        action: 'order_number_updated',
        data: { source: 'manual', order_no: '8190000000000005678' },
        user_name: expect.any(String),
      },
      {
        action: 'order_number_updated',
        data: { source: 'manual', order_no: '8190000000000001234' },
        user_name: expect.any(String),
      },
    ]);
    // no source reads an order placed by hand
    expect(await syncJobs(m.user.workplaceId)).toEqual([]);
  });

  it('settles a repeated AliExpress order: placed, the order moves on, and the sync follows the number', async () => {
    await refuseOrders('REPEATED_ORDER_ERROR');
    const m = await placementMerchant(t.app, t.db, urls.ae, 'number-repeated@example.test');
    const order = await m.order([aeVariant(12)]);
    const queued = await callEndpoint(t.app, requestOrdersEndpoint, m.caller, {
      body: { order_ids: [order.id] },
    });
    await drainJobs(t.app);
    const [refused] = (
      await callEndpoint(t.app, placementEntriesEndpoint, m.caller, {
        query: { ids: queued.body.data!.entries[0]!.id },
      })
    ).body.data!.entries;
    expect(refused).toMatchObject({ status: 'error', error_key: 'error_repeated_order' });
    // the detail names the reference to look for on AliExpress
    expect(await panelOf(m.caller, order.id)).toMatchObject([
      { source: 'aliexpress', order_no: [], reference: refused!.reference },
    ]);
    const before = (await syncJobs(m.user.workplaceId)).length;

    const recorded = await record(m.caller, order.id, 'aliexpress', '8190000000000009999');
    expect(recorded.http).toBe(200);
    expect(recorded.body.data).toMatchObject({
      status: 'success',
      error_key: null,
      reference: refused!.reference,
      source_order_numbers: ['8190000000000009999'],
    });
    expect(await orderState(t.db, order.id)).toEqual({
      section: 'payment',
      subStatus: 'waiting_payment',
    });
    const detail = await callEndpoint(t.app, orderDetailEndpoint, m.caller, {
      params: { order_id: order.id },
    });
    expect(detail.body.data).toMatchObject({ error_message: null, sourceType: 'aliexpress' });
    expect((await orderLogOf(t.app, m.caller, order.id))[0]).toEqual({
      action: 'order_number_updated',
      data: {
        source: 'aliexpress',
        order_no: '8190000000000009999',
        reference: refused!.reference,
      },
      user_name: expect.any(String),
    });
    // the source order sync is queued to read the number it had never seen
    expect((await syncJobs(m.user.workplaceId)).length).toBeGreaterThan(before);
    expect((await syncJobs(m.user.workplaceId)).length).toBeGreaterThan(0);
  });

  it('records every number of a repeated AliExpress order AliExpress split by seller, exactly', async () => {
    await refuseOrders('REPEATED_ORDER_ERROR');
    const m = await placementMerchant(t.app, t.db, urls.ae, 'number-split@example.test');
    const order = await m.order([aeVariant(16)]);
    await callEndpoint(t.app, requestOrdersEndpoint, m.caller, { body: { order_ids: [order.id] } });
    await drainJobs(t.app);

    // separated by commas and spaces, one given twice: each kept once, in the order given
    const recorded = await record(
      m.caller,
      order.id,
      'aliexpress',
      '9007199254740993, 9007199254740995 9007199254740993',
    );
    expect(recorded.http).toBe(200);
    expect(recorded.body.data).toMatchObject({
      status: 'success',
      source_order_numbers: ['9007199254740993', '9007199254740995'],
    });
    expect(await panelOf(m.caller, order.id)).toMatchObject([
      {
        order_no: ['9007199254740993', '9007199254740995'],
        order_statuses: [
          { order_no: '9007199254740993', source_status: null },
          { order_no: '9007199254740995', source_status: null },
        ],
      },
    ]);
    expect((await orderLogOf(t.app, m.caller, order.id))[0]).toMatchObject({
      action: 'order_number_updated',
      data: { source: 'aliexpress', order_no: '9007199254740993, 9007199254740995' },
    });

    // neither a list with an empty number nor one with a character a number does not take
    for (const bad of ['9007199254740993,,', '9007199254740993; 9007199254740995'])
      expect((await record(m.caller, order.id, 'aliexpress', bad)).http).toBe(400);
  });

  it('reads a corrected number from scratch: the last status seen was of another order', async () => {
    const m = await placementMerchant(t.app, t.db, urls.ae, 'number-corrected@example.test');
    const order = await m.order([cjVariant(14)]);
    await callEndpoint(t.app, requestOrdersEndpoint, m.caller, { body: { order_ids: [order.id] } });
    await drainJobs(t.app);
    const at = new Date();
    await t.db
      .update(orderPlacements)
      .set({ sourceStatus: 'UNPAID', sourceStatusAt: at })
      .where(eq(orderPlacements.orderId, order.id));
    const [placed] = await panelOf(m.caller, order.id);
    expect(placed).toMatchObject({ status: 'success', source_status: 'UNPAID' });

    // the same number again changes nothing the sync knows
    await record(m.caller, order.id, 'cj', placed!.order_no[0]!);
    expect((await panelOf(m.caller, order.id))[0]!.source_status).toBe('UNPAID');
    await record(m.caller, order.id, 'cj', 'CJCORRECTED1');
    expect(await panelOf(m.caller, order.id)).toMatchObject([
      { order_no: ['CJCORRECTED1'], source_status: null },
    ]);
  });

  it('refuses a number while the order is being placed, or for a failure the supplier never took', async () => {
    const m = await placementMerchant(t.app, t.db, urls.ae, 'number-refused@example.test');
    const processing = await m.order([cjVariant(16)]);
    await callEndpoint(t.app, requestOrdersEndpoint, m.caller, {
      body: { order_ids: [processing.id] },
    });
    const failed = await m.order([cjVariant(17)]);
    await callEndpoint(t.app, placeOrderErrorEndpoint, m.caller, {
      body: { order_id: failed.id, source: 'cj', error_key: 'error_save_all_address' },
    });
    for (const orderId of [processing.id, failed.id]) {
      const refused = await record(m.caller, orderId, 'cj', 'CJ123');
      expect(refused.http).toBe(400);
      expect(refused.body.errors).toEqual([
        { field: 'order_source', message: 'FieldInvalid', params: { rule: 'not_recordable' } },
      ]);
      expect((await panelOf(m.caller, orderId))[0]!.order_no).toEqual([]);
      expect(
        (await orderLogOf(t.app, m.caller, orderId)).some(
          (e) => e.action === 'order_number_updated',
        ),
      ).toBe(false);
    }
    // a source the order was never placed with
    expect((await record(m.caller, failed.id, 'aliexpress', '81900')).http).toBe(404);
  });

  it("leaves another workplace's placement alone", async () => {
    const owner = await placementMerchant(t.app, t.db, urls.ae, 'number-owner@example.test');
    const other = await placementMerchant(t.app, t.db, urls.ae, 'number-other@example.test');
    const order = await owner.order([cjVariant(18)]);
    await callEndpoint(t.app, manuallyFulfillEndpoint, owner.caller, {
      body: { order_ids: [order.id] },
    });
    const answer = await record(other.caller, order.id, 'manual', 'HIJACKED1');
    expect(answer.http).toBe(404);
    expect((await panelOf(owner.caller, order.id))[0]!.order_no).toEqual([]);
    expect((await orderLogOf(t.app, owner.caller, order.id)).map((e) => e.action)).not.toContain(
      'order_number_updated',
    );
  });
});
