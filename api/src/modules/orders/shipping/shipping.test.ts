import { eq } from 'drizzle-orm';
import type { LogisticsResult } from '@omni/shared/contracts';
import {
  orderDetailEndpoint,
  previewOrdersEndpoint,
  saveShippingEndpoint,
  shippingChangeEndpoint,
  updateMultipleShippingEndpoint,
  type UpdateMultipleShippingBody,
} from '@omni/shared/contracts/orders';
import { BodyStatus } from '@omni/shared/errors';
import { orderLineItems, orders } from '../../../db/schema';
import { signUp } from '../../../testing/accounts';
import { callEndpoint, type Caller } from '../../../testing/call-endpoint';
import { useSupplierStandIns } from '../../../testing/supplier-stand-ins';
import { call, useTestApp } from '../../../testing/test-app';
import { drainJobs } from '../../push/push-test-kit';
import {
  orderLogOf,
  placementMerchant,
  standInVariants,
  type StockedVariant,
} from '../placement/placement-test-kit';
import { inWorkplaceScope } from '../../../db/tenant-scope';
import { createShippingService } from './shipping-service';

const { ae, cj, urls } = useSupplierStandIns();
const t = useTestApp();

const { aeVariant, cjVariant } = standInVariants({ ae, cj });

const merchant = (email: string) => placementMerchant(t.app, t.db, urls.ae, email);

/** The line's options as the detail page lists them (spec 002 §7 source logistics). */
async function optionsOf(caller: Caller, v: StockedVariant, quantity = 1, country = 'US') {
  const { http, body } = await call<LogisticsResult>(
    t.app,
    'GET',
    `/api/center/products/source/${v.source}/${v.productId}/logistics?country_code=${country}&quantity=${quantity}&sku_id=${v.skuId}`,
    caller,
  );
  expect(http).toBe(200);
  return body.data!.options;
}

const linesOf = async (orderId: string) =>
  t.db.select().from(orderLineItems).where(eq(orderLineItems.orderId, orderId));

/** Decimal strings added as cents, 2 decimals (what the API must answer). */
const sumFees = (fees: string[]) => {
  const cents = fees.reduce((sum, fee) => sum + Math.round(Number(fee) * 100), 0);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
};

/**
 * A bulk change as the dialog makes it: queued (nothing changed yet), its job run, then read back.
 */
async function bulkChange(caller: Caller, body: UpdateMultipleShippingBody) {
  const queued = await callEndpoint(t.app, updateMultipleShippingEndpoint, caller, { body });
  expect(queued.http).toBe(200);
  expect(queued.body.data).toMatchObject({
    status: 'processing',
    done: 0,
    total: body.order_ids.length,
    updated: 0,
    orders: [],
  });
  expect(queued.body.data!.job_id).not.toBe('');
  await drainJobs(t.app);
  const read = await callEndpoint(t.app, shippingChangeEndpoint, caller, {
    params: { id: queued.body.data!.id },
  });
  expect(read.body.data).toMatchObject({ status: 'done', done: body.order_ids.length });
  return read;
}

describe('shipping method per line (save-shipping, update-multiple-shipping-method)', () => {
  it('saves a chosen method per line, sums the fee to 2 decimals, logs it, and placement uses it', async () => {
    const m = await merchant('ship-save@example.test');
    const ae0 = aeVariant();
    const cj0 = cjVariant();
    const order = await m.order([ae0, cj0]);
    const detail = (
      await callEndpoint(t.app, orderDetailEndpoint, m.caller, {
        params: { order_id: order.id },
      })
    ).body.data!;
    const [aeLine, cjLine] = detail.line_items;
    expect(aeLine!.source).toBe('aliexpress');
    expect(cjLine!.source).toBe('cj');
    expect(detail.totals.supplier_shipping_fee).toBeNull();

    const aeOptions = await optionsOf(m.caller, ae0);
    const cjOptions = await optionsOf(m.caller, cj0);
    expect(aeOptions.length).toBeGreaterThan(1);
    expect(cjOptions.length).toBeGreaterThan(1);
    // not the cheapest: the one the preference would not take
    const aeChoice = aeOptions[aeOptions.length - 1]!;
    const cjChoice = cjOptions[cjOptions.length - 1]!;

    const saved = await callEndpoint(t.app, saveShippingEndpoint, m.caller, {
      params: { id: order.id },
      body: {
        line_items: [
          { id: aeLine!.id, service_code: aeChoice.code },
          { id: cjLine!.id, service_code: cjChoice.code },
        ],
      },
    });
    expect(saved.http).toBe(200);
    const result = saved.body.data!;
    const byLine = new Map(result.lines.map((l) => [l.line_item_id, l]));
    expect(byLine.get(aeLine!.id)!.shipping_info).toMatchObject({
      service_code: aeChoice.code,
      service_name: aeChoice.name,
      amount: aeChoice.amount,
    });
    expect(byLine.get(cjLine!.id)!.shipping_info!.service_code).toBe(cjChoice.code);
    const fees = result.lines.map((l) => l.shipping_fee!);
    expect(fees.map(Number)).toEqual([aeChoice.amount, cjChoice.amount]);
    expect(result.supplier_shipping_fee).toBe(sumFees(fees));
    expect(result.supplier_shipping_fee).toMatch(/^\d+\.\d{2}$/);
    console.log(
      `save-shipping: ${aeChoice.name} ${fees[0]} + ${cjChoice.name} ${fees[1]} = ${result.supplier_shipping_fee} USD`,
    );

    const after = (
      await callEndpoint(t.app, orderDetailEndpoint, m.caller, {
        params: { order_id: order.id },
      })
    ).body.data!;
    expect(after.totals.supplier_shipping_fee).toBe(result.supplier_shipping_fee);
    expect(after.line_items[0]!.shipping_info!.service_name).toBe(aeChoice.name);

    const log = await orderLogOf(t.app, m.caller, order.id);
    expect(log[0]).toMatchObject({
      action: 'shipping_changed',
      data: {
        currency: 'USD',
        lines: [
          { title: 'Item 0', service_name: aeChoice.name, fee: fees[0] },
          { title: 'Item 1', service_name: cjChoice.name, fee: fees[1] },
        ],
      },
    });

    // the preview places each line with the method saved, not the cheapest
    const preview = await callEndpoint(t.app, previewOrdersEndpoint, m.caller, {
      body: { orders: [order.id] },
    });
    const codes = preview.body
      .data!.orders.flatMap((o) => o.lines)
      .map((l) => [l.line_item_id, l.service_code]);
    expect(Object.fromEntries(codes)).toEqual({
      [aeLine!.id]: aeChoice.code,
      [cjLine!.id]: cjChoice.code,
    });
  });

  it('refuses a method the supplier does not offer, an unknown line and an unmapped line; nothing is saved', async () => {
    const m = await merchant('ship-refuse@example.test');
    const order = await m.order([aeVariant()]);
    const [line] = await linesOf(order.id);
    const other = await m.order([cjVariant()]);
    const [otherLine] = await linesOf(other.id);

    const refused = await callEndpoint(t.app, saveShippingEndpoint, m.caller, {
      params: { id: order.id },
      body: {
        line_items: [
          { id: line!.id, service_code: 'NO_SUCH_SERVICE' },
          { id: otherLine!.id, service_code: 'CJPacket' },
        ],
      },
    });
    expect(refused.http).toBe(400);
    expect(refused.body.status).toBe(BodyStatus.BAD_REQUEST);
    expect(refused.body.errors).toEqual([
      {
        field: 'line_items.0.service_code',
        message: 'FieldInvalid',
        params: { rule: 'not_offered' },
      },
      { field: 'line_items.1.id', message: 'FieldInvalid', params: { rule: 'unknown_line' } },
    ]);
    expect((await linesOf(order.id))[0]!.shippingInfo).toBeNull();

    // a line no supplier product is mapped to has no options
    await t.db
      .update(orderLineItems)
      .set({ platformVariantId: '999' })
      .where(eq(orderLineItems.id, line!.id));
    const unmapped = await callEndpoint(t.app, saveShippingEndpoint, m.caller, {
      params: { id: order.id },
      body: { line_items: [{ id: line!.id, service_code: 'X' }] },
    });
    expect(unmapped.http).toBe(400);
    expect(unmapped.body.errors![0]!.params).toEqual({ rule: 'unmapped_product' });
  });

  it('changes nothing on an order already placed, another workplace’s order, or bad input', async () => {
    const m = await merchant('ship-guard@example.test');
    const v = aeVariant();
    const order = await m.order([v]);
    const [line] = await linesOf(order.id);
    const code = (await optionsOf(m.caller, v))[0]!.code;

    await t.db
      .update(orders)
      .set({ section: 'payment', subStatus: 'waiting_payment' })
      .where(eq(orders.id, order.id));
    const placed = await callEndpoint(t.app, saveShippingEndpoint, m.caller, {
      params: { id: order.id },
      body: { line_items: [{ id: line!.id, service_code: code }] },
    });
    expect(placed.http).toBe(400);
    expect(placed.body.errors).toEqual([
      { field: 'id', message: 'FieldInvalid', params: { rule: 'order_placed' } },
    ]);
    await t.db
      .update(orders)
      .set({ section: 'placement', subStatus: 'ready' })
      .where(eq(orders.id, order.id));

    const b = await signUp(t.app, 'ship-guard-b@example.test');
    const foreign = await callEndpoint(
      t.app,
      saveShippingEndpoint,
      { token: b.token, workplaceId: b.workplaceId },
      { params: { id: order.id }, body: { line_items: [{ id: line!.id, service_code: code }] } },
    );
    expect(foreign.http).toBe(404);
    const foreignBulk = await callEndpoint(
      t.app,
      updateMultipleShippingEndpoint,
      { token: b.token, workplaceId: b.workplaceId },
      { body: { order_ids: [order.id], pick: 'cheapest' } },
    );
    expect(foreignBulk.http).toBe(404);
    expect((await linesOf(order.id))[0]!.shippingInfo).toBeNull();

    const bad = [
      { line_items: [] },
      { line_items: [{ id: 'not-a-uuid', service_code: code }] },
      { line_items: [{ id: line!.id, service_code: '' }] },
    ];
    for (const body of bad) {
      const res = await call(t.app, 'POST', `/api/orders/${order.id}/save-shipping`, {
        ...m.caller,
        body,
      });
      expect(res.http).toBe(400);
    }
    const badId = await call(t.app, 'POST', '/api/orders/12345/save-shipping', {
      ...m.caller,
      body: { line_items: [{ id: line!.id, service_code: code }] },
    });
    expect(badId.http).toBe(400);
    for (const body of [
      { order_ids: [order.id] },
      { order_ids: [order.id], pick: 'cheapest', service_code: code },
      { order_ids: [order.id], pick: 'slowest' },
      { order_ids: [] },
    ]) {
      const res = await call(t.app, 'POST', '/api/orders/v5/update-multiple-shipping-method', {
        ...m.caller,
        body,
      });
      expect(res.http).toBe(400);
    }
    expect((await linesOf(order.id))[0]!.shippingInfo).toBeNull();

    // a fee sent along is not the browser's to set: the supplier's quote is saved
    const option = (await optionsOf(m.caller, v))[0]!;
    const withFee = await call(t.app, 'POST', `/api/orders/${order.id}/save-shipping`, {
      ...m.caller,
      body: { line_items: [{ id: line!.id, service_code: option.code, shipping_fee: '0.01' }] },
    });
    expect(withFee.http).toBe(200);
    expect(Number((await linesOf(order.id))[0]!.shippingFee)).toBe(option.amount);
  });

  it('changes the selected orders in bulk by the fastest or by a carrier, and says why a line kept its method', async () => {
    const m = await merchant('ship-bulk@example.test');
    const ae0 = aeVariant();
    const cj0 = cjVariant();
    const first = await m.order([ae0, cj0]);
    const second = await m.order([aeVariant(3)]);
    const placed = await m.order([cjVariant(5)]);
    await t.db
      .update(orders)
      .set({ section: 'payment', subStatus: 'waiting_payment' })
      .where(eq(orders.id, placed.id));

    const fastest = await bulkChange(m.caller, {
      order_ids: [first.id, second.id, placed.id],
      pick: 'fastest',
    });
    expect(fastest.http).toBe(200);
    const data = fastest.body.data!;
    expect(data.updated).toBe(3);
    const aeOptions = await optionsOf(m.caller, ae0);
    const quickest = [...aeOptions].sort(
      (a, b) => a.delivery_time.max - b.delivery_time.max || a.amount - b.amount,
    )[0]!;
    const firstResult = data.orders.find((o) => o.order_id === first.id)!;
    expect(firstResult.lines[0]!.shipping_info!.service_code).toBe(quickest.code);
    expect(firstResult.lines.every((l) => l.error_key === null)).toBe(true);
    expect(firstResult.supplier_shipping_fee).toBe(
      sumFees(firstResult.lines.map((l) => l.shipping_fee!)),
    );
    const placedResult = data.orders.find((o) => o.order_id === placed.id)!;
    expect(placedResult.lines.map((l) => [l.error_key, l.shipping_info])).toEqual([
      ['order_placed', null],
    ]);

    // one AliExpress carrier: CJ lines are not offered it and keep what they had
    const cheapestAe = aeOptions[0]!;
    const byCarrier = await bulkChange(m.caller, {
      order_ids: [first.id],
      service_code: cheapestAe.code,
    });
    const lines = byCarrier.body.data!.orders[0]!.lines;
    expect(lines[0]!.shipping_info!.service_code).toBe(cheapestAe.code);
    expect(lines[0]!.error_key).toBeNull();
    expect(lines[1]!.error_key).toBe('shipped_country_notfound');
    expect(lines[1]!.shipping_info!.service_code).toBe(
      firstResult.lines[1]!.shipping_info!.service_code,
    );
    expect(byCarrier.body.data!.updated).toBe(1);
    // one history entry per order and change, written with the order's methods
    const changedLogs = (await orderLogOf(t.app, m.caller, first.id)).filter(
      (entry) => entry.action === 'shipping_changed',
    );
    expect(changedLogs).toHaveLength(2);

    // another workplace cannot read the change
    const b = await signUp(t.app, 'ship-bulk-b@example.test');
    const foreign = await callEndpoint(
      t.app,
      shippingChangeEndpoint,
      { token: b.token, workplaceId: b.workplaceId },
      { params: { id: byCarrier.body.data!.id } },
    );
    expect(foreign.http).toBe(404);
  });

  it('resumes a change whose worker died after some orders: those are not changed or logged again', async () => {
    const m = await merchant('ship-bulk-resume@example.test');
    const orderList = [];
    for (let n = 0; n < 3; n += 1) orderList.push(await m.order([aeVariant(10 + n)]));
    const queued = await callEndpoint(t.app, updateMultipleShippingEndpoint, m.caller, {
      body: { order_ids: orderList.map((o) => o.id), pick: 'cheapest' },
    });
    const id = queued.body.data!.id;
    // the first run got through the first order and was killed: its transaction had committed
    const service = createShippingService(t.app);
    let reports = 0;
    await expect(
      inWorkplaceScope(m.user.workplaceId, () =>
        service.runChange(
          id,
          async () => {
            reports += 1;
            throw new Error('SIGKILL');
          },
          () => t.clock.now(),
        ),
      ),
    ).rejects.toThrow('SIGKILL');
    expect(reports).toBe(1);
    const half = await callEndpoint(t.app, shippingChangeEndpoint, m.caller, { params: { id } });
    expect(half.body.data).toMatchObject({ status: 'processing', done: 1, updated: 1 });
    expect(half.body.data!.orders.map((o) => o.order_id)).toEqual([orderList[0]!.id]);

    // the job, claimed again, goes on from the second order
    await drainJobs(t.app);
    const after = await callEndpoint(t.app, shippingChangeEndpoint, m.caller, { params: { id } });
    expect(after.body.data).toMatchObject({ status: 'done', done: 3, updated: 3 });
    for (const order of orderList) {
      const logs = (await orderLogOf(t.app, m.caller, order.id)).filter(
        (entry) => entry.action === 'shipping_changed',
      );
      expect(logs).toHaveLength(1);
      expect((await linesOf(order.id))[0]!.shippingInfo).not.toBeNull();
    }
  });
});
