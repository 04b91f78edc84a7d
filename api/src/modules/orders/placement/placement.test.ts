import { inWorkplaceScope } from '../../../db/tenant-scope';
import { eq } from 'drizzle-orm';
import {
  cancelOrdersEndpoint,
  confirmOrdersEndpoint,
  manuallyFulfillEndpoint,
  placeOrderErrorEndpoint,
  placementEntriesEndpoint,
  previewOrdersEndpoint,
  requestOrdersEndpoint,
  revertOrdersEndpoint,
  stopPlacementsEndpoint,
  updateOrderNumberEndpoint,
} from '@omni/shared/contracts/orders';
import { BodyStatus } from '@omni/shared/errors';
import { orderPlacements } from '../../../db/schema';
import { readQuotas } from '../../quotas/quota-service';
import { signUp } from '../../../testing/accounts';
import { callEndpoint } from '../../../testing/call-endpoint';
import { useSupplierStandIns } from '../../../testing/supplier-stand-ins';
import { useTestApp } from '../../../testing/test-app';
import { drainJobs } from '../../push/push-test-kit';
import { supplierSources } from '../../supplier-accounts/supplier-sources';
import { loadPlacementOrders } from './placement-orders';
import { supplierAddress } from './placement-preview';
import { orderLogOf, orderState, placementMerchant, standInVariants } from './placement-test-kit';

const { ae, cj, urls } = useSupplierStandIns();
const t = useTestApp();

const { aeVariant, cjVariant } = standInVariants({ ae, cj });

/** A merchant with both suppliers linked and a Shopify store, on a plan placing without limit. */
const merchant = (
  email: string,
  limits: { ORDER_FULFILLMENT?: number; BULK_ORDER_FULFILLMENT?: number } = {},
) => placementMerchant(t.app, t.db, urls.ae, email, limits);

const supplierOrdersOf = (reference: string) => ({
  cj: [...cj.orders.values()].filter((o) => o.orderNumber === reference).length,
  ae: [...ae.orders.values()].filter((o) => o.outOrderId === reference).length,
});

describe('placing orders with suppliers', () => {
  it('previews an order of two suppliers, places it in one go and moves it to waiting_payment', async () => {
    const m = await merchant('place-both@example.test');
    const order = await m.order([aeVariant(), cjVariant()]);

    const preview = await callEndpoint(t.app, previewOrdersEndpoint, m.caller, {
      body: { orders: [order.id] },
    });
    expect(preview.http).toBe(200);
    const quotes = preview.body.data!.orders;
    expect(quotes.map((q) => q.source).sort()).toEqual(['aliexpress', 'cj']);
    for (const quote of quotes) {
      expect(quote.error_key).toBeNull();
      expect(quote.total!.currency).toBe('USD');
      const [line] = quote.lines;
      const cheapest = Math.min(...line!.shipping_options.map((o) => o.fee.amount));
      const chosen = line!.shipping_options.find((o) => o.service_code === line!.service_code)!;
      expect(chosen.fee.amount).toBe(cheapest);
      expect(quote.total!.amount).toBe(
        line!.unit_cost!.amount * line!.quantity + chosen.fee.amount,
      );
    }

    const placed = await callEndpoint(t.app, confirmOrdersEndpoint, m.caller, {
      body: { orders: [{ order_id: order.id }] },
    });
    expect(placed.body.data!.entries.map((e) => e.status)).toEqual(['processing', 'processing']);
    expect(await orderState(t.db, order.id)).toEqual({ section: 'placement', subStatus: 'ready' });

    await drainJobs(t.app);
    const after = await callEndpoint(t.app, placementEntriesEndpoint, m.caller, {
      query: { ids: placed.body.data!.entries.map((e) => e.id).join(',') },
    });
    for (const entry of after.body.data!.entries) {
      expect(entry).toMatchObject({ status: 'success', error_key: null });
      expect(entry.source_order_numbers).toHaveLength(1);
      expect(supplierOrdersOf(entry.reference)).toEqual(
        entry.source === 'cj' ? { cj: 1, ae: 0 } : { cj: 0, ae: 1 },
      );
    }
    // AliExpress order ids exceed 2^53: kept as the exact string
    const aeEntry = after.body.data!.entries.find((e) => e.source === 'aliexpress')!;
    expect(ae.orders.has(aeEntry.source_order_numbers[0]!)).toBe(true);
    expect(await orderState(t.db, order.id)).toEqual({
      section: 'payment',
      subStatus: 'waiting_payment',
    });

    const log = await orderLogOf(t.app, m.caller, order.id);
    expect(log.map((entry) => [entry.action, entry.data.source]).sort()).toEqual([
      ['placed', 'aliexpress'],
      ['placed', 'cj'],
      ['placement_requested', 'aliexpress'],
      ['placement_requested', 'cj'],
    ]);
    // the merchant asked, the suppliers' answers came with no one's name
    for (const entry of log) expect(entry.user_name === null).toBe(entry.action === 'placed');
    const placedCj = log.find((e) => e.action === 'placed' && e.data.source === 'cj')!;
    expect(placedCj.data.order_numbers).toEqual(
      after.body.data!.entries.find((e) => e.source === 'cj')!.source_order_numbers,
    );

    // placing again reuses the placements: no second supplier order
    const again = await callEndpoint(t.app, requestOrdersEndpoint, m.caller, {
      body: { order_ids: [order.id] },
    });
    expect(again.body.data!.entries.every((e) => e.status === 'success')).toBe(true);
    await drainJobs(t.app);
    for (const entry of again.body.data!.entries)
      expect(supplierOrdersOf(entry.reference)).toEqual(
        entry.source === 'cj' ? { cj: 1, ae: 0 } : { cj: 0, ae: 1 },
      );
  });

  it('never places twice when the worker died after the supplier created the order', async () => {
    const m = await merchant('place-crash@example.test');
    const orders = [await m.order([cjVariant(3)]), await m.order([aeVariant(3)])];
    const placed = await callEndpoint(t.app, requestOrdersEndpoint, m.caller, {
      body: { order_ids: orders.map((o) => o.id) },
    });
    expect(placed.body.data!.entries).toHaveLength(2);
    // the killed worker: the create reached each supplier, our write of its answer never happened
    // the app's own handle, in the workplace's scope as its jobs are (row-level security)
    await inWorkplaceScope(m.user.workplaceId, async () => {
      for (const entry of placed.body.data!.entries) {
        const [row] = await t.db
          .select()
          .from(orderPlacements)
          .where(eq(orderPlacements.id, entry.id));
        const supplier = await supplierSources(t.app.ctx).forWorkplace(
          m.user.workplaceId,
          row!.source as 'cj' | 'aliexpress',
        );
        const [order] = await loadPlacementOrders(t.db, m.user.workplaceId, [row!.orderId]);
        await supplier.orderCreate({
          reference: row!.reference,
          shipTo: supplierAddress(order!)!,
          lines: row!.lines.map((l) => ({
            productId: l.product_id,
            skuId: l.sku_id,
            quantity: l.quantity,
            serviceCode: l.service_code,
          })),
        });
      }
    });
    await drainJobs(t.app);
    const after = await callEndpoint(t.app, placementEntriesEndpoint, m.caller, {
      query: { ids: placed.body.data!.entries.map((e) => e.id).join(',') },
    });
    for (const entry of after.body.data!.entries) {
      const counts = supplierOrdersOf(entry.reference);
      expect(counts.cj + counts.ae).toBe(1);
    }
    // CJ answers the repeated create with its order; AliExpress refuses it (REPEATED_ORDER_ERROR)
    // and cannot be asked for it by our reference: the merchant is told to check AliExpress
    const bySource = (source: string) => after.body.data!.entries.find((e) => e.source === source)!;
    expect(bySource('cj')).toMatchObject({ status: 'success', error_key: null });
    expect(bySource('aliexpress')).toMatchObject({
      status: 'error',
      error_key: 'error_repeated_order',
      source_order_numbers: [],
    });
  });

  it('maps a supplier refusal to its spec 002 §8 key, and Stop cancels what is still processing', async () => {
    const m = await merchant('place-fail@example.test');
    const cjLine = cjVariant(6);
    const outOfStock = await m.order([cjLine]);
    const stopped = await m.order([aeVariant(6)]);
    await callEndpoint(t.app, requestOrdersEndpoint, m.caller, {
      body: { order_ids: [outOfStock.id, stopped.id] },
    });
    // stock runs out between the preview and the supplier order
    cj.catalogue.runOutOfStock(cjLine.index, cjLine.variant);
    const stop = await callEndpoint(t.app, stopPlacementsEndpoint, m.caller, {
      body: { source: 'aliexpress' },
    });
    expect(stop.body.data).toEqual({ stopped: 1 });
    await drainJobs(t.app);
    const { body } = await callEndpoint(t.app, placementEntriesEndpoint, m.caller, {
      query: {},
    });
    const byOrder = new Map(body.data!.entries.map((e) => [e.order_id, e]));
    expect(byOrder.get(outOfStock.id)).toMatchObject({
      status: 'error',
      error_key: 'product_out_of_stock',
    });
    expect(byOrder.get(stopped.id)).toMatchObject({ status: 'error', error_key: 'cancel_order' });
    expect(supplierOrdersOf(byOrder.get(stopped.id)!.reference).ae).toBe(0);
    expect(await orderState(t.db, stopped.id)).toEqual({
      section: 'placement',
      subStatus: 'ready',
    });
    expect((await orderLogOf(t.app, m.caller, outOfStock.id))[0]).toMatchObject({
      action: 'placement_failed',
      data: { source: 'cj', error_key: 'product_out_of_stock' },
      user_name: null,
    });
    expect((await orderLogOf(t.app, m.caller, stopped.id)).map((e) => e.action)).toEqual([
      'placement_stopped',
      'placement_requested',
    ]);
  });

  it('refuses an unmapped line and an invalid address before calling the supplier', async () => {
    const m = await merchant('place-unmapped@example.test');
    const badAddress = await m.order([cjVariant(9)], { phone: '', city: '' });
    const preview = await callEndpoint(t.app, previewOrdersEndpoint, m.caller, {
      body: { orders: [badAddress.id] },
    });
    expect(preview.body.data!.orders[0]!.error_key).toBe('error_save_all_address');
    const result = await callEndpoint(t.app, requestOrdersEndpoint, m.caller, {
      body: { order_ids: [badAddress.id] },
    });
    expect(result.body.data).toEqual({
      entries: [],
      failed: [{ order_id: badAddress.id, error_key: 'error_save_all_address' }],
    });
  });

  it('fulfils by hand with the source order number, records errors and reverts', async () => {
    const m = await merchant('place-manual@example.test');
    const manual = await m.order([cjVariant(12)]);
    const fulfilled = await callEndpoint(t.app, manuallyFulfillEndpoint, m.caller, {
      body: { order_ids: [manual.id] },
    });
    expect(fulfilled.body.data!.entries[0]).toMatchObject({ source: 'manual', status: 'success' });
    expect(await orderState(t.db, manual.id)).toEqual({
      section: 'payment',
      subStatus: 'order_placed',
    });
    const numbered = await callEndpoint(t.app, updateOrderNumberEndpoint, m.caller, {
      body: { order_id: manual.id, order_source: 'manual', order_no: '8190000000000001234' },
    });
    expect(numbered.body.data!.source_order_numbers).toEqual(['8190000000000001234']);
    const bad = await callEndpoint(t.app, updateOrderNumberEndpoint, m.caller, {
      body: { order_id: manual.id, order_source: 'manual', order_no: 'no spaces <b>' },
    });
    expect(bad.http).toBe(400);
    expect(await orderLogOf(t.app, m.caller, manual.id)).toMatchObject([
      {
        action: 'order_number_updated',
        data: { source: 'manual', order_no: '8190000000000001234' },
      },
      { action: 'manually_fulfilled' },
    ]);

    const failing = await m.order([cjVariant(15)]);
    const recorded = await callEndpoint(t.app, placeOrderErrorEndpoint, m.caller, {
      body: { order_id: failing.id, source: 'cj', error_key: 'error_save_all_address' },
    });
    expect(recorded.body.data).toMatchObject({
      status: 'error',
      error_key: 'error_save_all_address',
    });
    expect(await orderLogOf(t.app, m.caller, failing.id)).toMatchObject([
      { action: 'placement_failed', data: { source: 'cj', error_key: 'error_save_all_address' } },
    ]);

    // revert an unpaid placed order: back to New orders, and a new placement is a new reference
    const placedOrder = await m.order([cjVariant(18)]);
    const first = await callEndpoint(t.app, requestOrdersEndpoint, m.caller, {
      body: { order_ids: [placedOrder.id] },
    });
    await drainJobs(t.app);
    const reverted = await callEndpoint(t.app, revertOrdersEndpoint, m.caller, {
      body: { orders: [placedOrder.id] },
    });
    expect(reverted.body.data).toEqual({ reverted: [placedOrder.id] });
    expect(await orderState(t.db, placedOrder.id)).toEqual({
      section: 'placement',
      subStatus: 'ready',
    });
    const second = await callEndpoint(t.app, requestOrdersEndpoint, m.caller, {
      body: { order_ids: [placedOrder.id] },
    });
    expect(second.body.data!.entries[0]!.reference).not.toBe(
      first.body.data!.entries[0]!.reference,
    );
    expect((await orderLogOf(t.app, m.caller, placedOrder.id)).map((e) => e.action)).toEqual([
      'placement_requested',
      'placement_reverted',
      'placed',
      'placement_requested',
    ]);
  });

  it('does not place an order the merchant cancelled (named from a stale page)', async () => {
    const m = await merchant('place-cancelled@example.test');
    const order = await m.order([cjVariant(31)]);
    await callEndpoint(t.app, cancelOrdersEndpoint, m.caller, { body: { order_ids: [order.id] } });

    const placed = await callEndpoint(t.app, confirmOrdersEndpoint, m.caller, {
      body: { orders: [{ order_id: order.id }] },
    });
    expect(placed.body.data).toMatchObject({
      entries: [],
      failed: [{ order_id: order.id, error_key: 'order_cancelled' }],
    });
    expect(
      await t.db.select().from(orderPlacements).where(eq(orderPlacements.orderId, order.id)),
    ).toEqual([]);
    expect(await orderState(t.db, order.id)).toEqual({
      section: 'cancelled',
      subStatus: 'channel',
    });
  });

  it("gives NOT_FOUND for another workplace's order on every call and changes nothing", async () => {
    const owner = await merchant('place-owner@example.test');
    const order = await owner.order([cjVariant(21)]);
    const intruder = await signUp(t.app, 'place-intruder@example.test');
    const caller = { token: intruder.token, workplaceId: intruder.workplaceId };
    const calls = [
      callEndpoint(t.app, previewOrdersEndpoint, caller, { body: { orders: [order.id] } }),
      callEndpoint(t.app, confirmOrdersEndpoint, caller, {
        body: { orders: [{ order_id: order.id }] },
      }),
      callEndpoint(t.app, requestOrdersEndpoint, caller, { body: { order_ids: [order.id] } }),
      callEndpoint(t.app, manuallyFulfillEndpoint, caller, { body: { order_ids: [order.id] } }),
      callEndpoint(t.app, updateOrderNumberEndpoint, caller, {
        body: { order_id: order.id, order_source: 'cj', order_no: '123' },
      }),
      callEndpoint(t.app, placeOrderErrorEndpoint, caller, {
        body: { order_id: order.id, source: 'cj', error_key: 'cancel_order' },
      }),
      callEndpoint(t.app, revertOrdersEndpoint, caller, { body: { orders: [order.id] } }),
    ];
    for (const result of await Promise.all(calls)) expect(result.http).toBe(404);
    expect(await orderState(t.db, order.id)).toEqual({ section: 'placement', subStatus: 'ready' });
    const rows = await t.db
      .select()
      .from(orderPlacements)
      .where(eq(orderPlacements.orderId, order.id));
    expect(rows).toEqual([]);
    // bad input is refused at the edge
    const bad = await callEndpoint(t.app, previewOrdersEndpoint, owner.caller, {
      body: { orders: ['not-a-uuid'] },
    });
    expect(bad.http).toBe(400);
  });
});

describe('the quotas of placing orders (ORDER_FULFILLMENT, BULK_ORDER_FULFILLMENT)', () => {
  const usage = async (workplaceId: string) => {
    const { features } = await readQuotas(t.db, { workplaceId, now: t.app.ctx.now() });
    return {
      orders: features.ORDER_FULFILLMENT.usage,
      bulk: features.BULK_ORDER_FULFILLMENT.usage,
    };
  };
  const placementsOf = async (orderIds: string[]) =>
    (await t.db.select().from(orderPlacements)).filter((p) => orderIds.includes(p.orderId));

  it('counts an order once, whatever its suppliers and retries; a bulk call needs the bulk quota', async () => {
    const m = await merchant('place-quota@example.test', {
      ORDER_FULFILLMENT: 2,
      BULK_ORDER_FULFILLMENT: 0,
    });
    const both = await m.order([aeVariant(24), cjVariant(24)]);
    const single = await m.order([cjVariant(27)]);
    const third = await m.order([cjVariant(30)]);

    // a bulk call on a plan without bulk placement: refused at the preview and at placing
    for (const refused of [
      await callEndpoint(t.app, previewOrdersEndpoint, m.caller, {
        body: { orders: [both.id, single.id] },
      }),
      await callEndpoint(t.app, requestOrdersEndpoint, m.caller, {
        body: { order_ids: [both.id, single.id] },
      }),
    ]) {
      expect(refused.body.status).toBe(BodyStatus.QUOTA_EXPIRED);
      expect(refused.body.errors![0]!.params).toEqual({
        feature: 'BULK_ORDER_FULFILLMENT',
        limit: 0,
        usage: 0,
      });
    }
    expect(await placementsOf([both.id, single.id])).toEqual([]);

    // one order of two suppliers is one unit; placing it again costs nothing
    const placed = await callEndpoint(t.app, confirmOrdersEndpoint, m.caller, {
      body: { orders: [{ order_id: both.id }] },
    });
    expect(placed.body.data!.entries).toHaveLength(2);
    await callEndpoint(t.app, requestOrdersEndpoint, m.caller, { body: { order_ids: [both.id] } });
    expect(await usage(m.user.workplaceId)).toEqual({ orders: 1, bulk: 0 });

    await callEndpoint(t.app, requestOrdersEndpoint, m.caller, {
      body: { order_ids: [single.id] },
    });
    await drainJobs(t.app);
    const over = await callEndpoint(t.app, requestOrdersEndpoint, m.caller, {
      body: { order_ids: [third.id] },
    });
    expect(over.body.status).toBe(BodyStatus.QUOTA_EXPIRED);
    expect(over.body.errors![0]!.params).toEqual({
      feature: 'ORDER_FULFILLMENT',
      limit: 2,
      usage: 2,
    });
    expect(await placementsOf([third.id])).toEqual([]);
    expect(await orderState(t.db, third.id)).toEqual({ section: 'placement', subStatus: 'ready' });

    // a reverted order placed again is the same order: no new unit
    await callEndpoint(t.app, revertOrdersEndpoint, m.caller, { body: { orders: [single.id] } });
    const again = await callEndpoint(t.app, requestOrdersEndpoint, m.caller, {
      body: { order_ids: [single.id] },
    });
    expect(again.body.status).toBe(200);
    expect(await usage(m.user.workplaceId)).toEqual({ orders: 2, bulk: 0 });
  });

  it('a bulk call takes one bulk unit and one unit per order, or nothing when over', async () => {
    const m = await merchant('place-bulk@example.test', {
      ORDER_FULFILLMENT: 3,
      BULK_ORDER_FULFILLMENT: 1,
    });
    const first = [await m.order([cjVariant(33)]), await m.order([aeVariant(33)])];
    const placed = await callEndpoint(t.app, requestOrdersEndpoint, m.caller, {
      body: { order_ids: first.map((o) => o.id) },
    });
    expect(placed.body.data!.entries).toHaveLength(2);
    expect(await usage(m.user.workplaceId)).toEqual({ orders: 2, bulk: 1 });
    const second = [await m.order([cjVariant(36)]), await m.order([aeVariant(36)])];
    const refused = await callEndpoint(t.app, requestOrdersEndpoint, m.caller, {
      body: { order_ids: second.map((o) => o.id) },
    });
    expect(refused.body.errors![0]!.params).toMatchObject({ feature: 'BULK_ORDER_FULFILLMENT' });
    expect(await placementsOf(second.map((o) => o.id))).toEqual([]);
    expect(await usage(m.user.workplaceId)).toEqual({ orders: 2, bulk: 1 });
  });

  it('6 concurrent placements of different orders at a limit of 5: exactly one is refused', async () => {
    const m = await merchant('place-race@example.test', { ORDER_FULFILLMENT: 5 });
    const orders = [];
    for (let n = 0; n < 6; n += 1) orders.push(await m.order([cjVariant(40 + n)]));
    const results = await Promise.all(
      orders.map((order) =>
        callEndpoint(t.app, requestOrdersEndpoint, m.caller, { body: { order_ids: [order.id] } }),
      ),
    );
    const placed = results.filter((r) => r.body.status === 200);
    const refused = results.filter((r) => r.body.status === BodyStatus.QUOTA_EXPIRED);
    console.log(
      `order placement race: ${placed.length} placed, ${refused.length} refused of 6 (limit 5)`,
    );
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(1);
    expect(await usage(m.user.workplaceId)).toEqual({ orders: 5, bulk: 0 });
    expect(new Set((await placementsOf(orders.map((o) => o.id))).map((p) => p.orderId)).size).toBe(
      5,
    );
  });
});
