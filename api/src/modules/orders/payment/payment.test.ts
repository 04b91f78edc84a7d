import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import {
  cancelOrderPaymentEndpoint,
  confirmOrderPaymentEndpoint,
  payAllLinkEndpoint,
  getPaymentSettingEndpoint,
  payOrdersEndpoint,
  paymentInfoEndpoint,
  paymentTransactionLogsEndpoint,
  requestOrdersEndpoint,
  updatePaymentSettingEndpoint,
  getFulfillmentSettingEndpoint,
  updateFulfillmentSettingEndpoint,
} from '@omni/shared/contracts/orders';
import { pidOf, vidOf } from '../../../../../sandbox/src/cj/catalogue';
import { buildPaymentsStandIn } from '../../../../../sandbox/src/payments/app';
import {
  SANDBOX_STRIPE_SECRET_KEY,
  SANDBOX_STRIPE_WEBHOOK_SECRET,
} from '../../../../../sandbox/src/payments/stand-in';
import type { Database } from '../../../db/database';
import { orderPayments, orderPlacements, orders as ordersTable, wallets } from '../../../db/schema';
import { signUp } from '../../../testing/accounts';
import { callEndpoint } from '../../../testing/call-endpoint';
import { linkCj, useSupplierStandIns } from '../../../testing/supplier-stand-ins';
import { useTestApp } from '../../../testing/test-app';
import { drainJobs } from '../../push/push-test-kit';
import { PAY_SUPPLIER_JOB } from './supplier-payment-job';
import { creditWallet } from '../../wallets/ledger';
import { placementReference } from '../placement/placement-repository';
import {
  insertOrder,
  insertStore,
  orderLogOf,
  orderState,
  stockedVariant,
} from '../placement/placement-test-kit';

const { cj, urls } = useSupplierStandIns();

/** The stand-in CJ account's balance (USD), which CJ orders are paid from. */
async function cjBalance(): Promise<string[]> {
  const state = (await (await fetch(`${urls.cj}/_control/state`)).json()) as {
    accounts: { balance: string }[];
  };
  return state.accounts.map((a) => a.balance);
}
const payments = buildPaymentsStandIn({
  publicUrl: 'http://pay.placeholder',
  secretKey: SANDBOX_STRIPE_SECRET_KEY,
  webhookSecret: SANDBOX_STRIPE_WEBHOOK_SECRET,
});
let paymentsUrl = '';
beforeAll(async () => {
  await payments.app.listen({ port: 0, host: '127.0.0.1' });
  paymentsUrl = `http://127.0.0.1:${(payments.app.server.address() as AddressInfo).port}`;
  process.env.SANDBOX_PAYMENTS_URL = paymentsUrl;
});
afterAll(async () => {
  await payments.app.close();
});

const t = useTestApp();
const cjVariant = (from: number) =>
  stockedVariant(cj.catalogue, { product: pidOf, sku: vidOf }, 'cj', from);

/** Demo money in the wallet (as a seeded balance would be), in cents. */
const fund = (workplaceId: string, amount: number) =>
  t.db.transaction((tx) =>
    creditWallet(tx as unknown as Database, {
      workplaceId,
      currency: 'USD',
      amount,
      kind: 'topup',
      key: `demo-topup:${workplaceId}:${amount}`,
    }),
  );

const balanceOf = async (workplaceId: string) => {
  const [row] = await t.db.select().from(wallets).where(eq(wallets.workplaceId, workplaceId));
  return row ? row.balanceTopup + row.balanceBonus : 0;
};

async function placedCjOrder(email: string, from: number) {
  const user = await signUp(t.app, email);
  const caller = { token: user.token, workplaceId: user.workplaceId };
  await linkCj(t.app, caller);
  const store = await insertStore(t.db, user.workplaceId);
  const order = await insertOrder(t.db, user.workplaceId, store.id, [cjVariant(from)]);
  const placed = await callEndpoint(t.app, requestOrdersEndpoint, caller, {
    body: { order_ids: [order.id] },
  });
  await drainJobs(t.app);
  const cost = placed.body.data!.entries[0]!.cost!.amount;
  return { user, caller, order, cost, entry: placed.body.data!.entries[0]! };
}

describe('paying for placed orders', () => {
  it('pays from the wallet, pays CJ from its balance and moves the order to order_placed', async () => {
    const m = await placedCjOrder('pay-wallet@example.test', 30);
    await fund(m.user.workplaceId, m.cost + 500);
    const info = () =>
      callEndpoint(t.app, paymentInfoEndpoint, m.caller, { body: { order_ids: [m.order.id] } });
    // what paying will take, before paying, and nothing charged by asking
    expect((await info()).body.data).toEqual({
      order_ids: [m.order.id],
      amount: m.cost,
      currency: 'USD',
      wallet_balance: m.cost + 500,
      method: 'wallet',
      error_key: null,
    });
    expect(await balanceOf(m.user.workplaceId)).toBe(m.cost + 500);
    const paid = await callEndpoint(t.app, payOrdersEndpoint, m.caller, {
      body: { order_ids: [m.order.id] },
    });
    expect(paid.body.data).toMatchObject({
      method: 'wallet',
      status: 'paid',
      amount: m.cost,
      currency: 'USD',
      order_ids: [m.order.id],
      checkout_url: null,
    });
    expect(await balanceOf(m.user.workplaceId)).toBe(500);
    expect((await orderLogOf(t.app, m.caller, m.order.id))[0]).toMatchObject({
      action: 'paid',
      data: { sources: ['cj'], amount: m.cost, currency: 'USD', method: 'wallet' },
    });
    // placed with payType 3 (created only), CJ is paid now through its cart path (ADR 043)
    const cjOrder = [...cj.orders.values()].find((o) => o.orderNumber === m.entry.reference)!;
    expect(cjOrder).toMatchObject({ payType: 3 });
    const cjBefore = await cjBalance();
    await drainJobs(t.app);
    expect(cjOrder.status).toBe('UNSHIPPED');
    expect(await orderState(t.db, m.order.id)).toEqual({
      section: 'payment',
      subStatus: 'order_placed',
    });
    const parent = cj.parents.get(cjOrder.parentId!)!;
    const [placement] = await t.db
      .select()
      .from(orderPlacements)
      .where(eq(orderPlacements.id, m.entry.id));
    expect(placement!.sourcePaymentRefs).toEqual({
      [cjOrder.orderId]: { shipmentOrderId: parent.shipmentOrderId, payId: parent.payId },
    });
    const cjAfter = await cjBalance();
    expect(cjAfter).not.toEqual(cjBefore);
    // the supplier payment again (a retry, a worker that died after paying): CJ shows the order
    // paid, so nothing is added to a cart, confirmed or paid again
    const parents = cj.parents.size;
    await t.app.jobs.enqueue({
      job: PAY_SUPPLIER_JOB,
      payload: { placementId: m.entry.id },
      workplaceId: m.user.workplaceId,
    });
    await drainJobs(t.app);
    expect(await cjBalance()).toEqual(cjAfter);
    expect(cj.parents.size).toBe(parents);
    const [repaid] = await t.db
      .select()
      .from(orderPlacements)
      .where(eq(orderPlacements.id, m.entry.id));
    expect(repaid).toMatchObject({
      warningKey: null,
      sourcePaymentRefs: placement!.sourcePaymentRefs,
    });
    // paying again finds nothing left to pay and charges nothing
    const again = await callEndpoint(t.app, payOrdersEndpoint, m.caller, {
      body: { order_ids: [m.order.id] },
    });
    expect(again.body.data).toMatchObject({ status: 'failed', error_key: 'nothing_to_pay' });
    expect(await balanceOf(m.user.workplaceId)).toBe(500);
    expect((await info()).body.data).toMatchObject({
      order_ids: [],
      amount: 0,
      wallet_balance: 500,
      error_key: 'nothing_to_pay',
    });
  });

  it('fails with balance_insufficient under "wallet only" and falls back to the card under "auto"', async () => {
    const m = await placedCjOrder('pay-short@example.test', 33);
    await fund(m.user.workplaceId, 100);
    const walletOnly = await callEndpoint(t.app, updatePaymentSettingEndpoint, m.caller, {
      body: { payment_behavior: 'wallet', pay_method: 'credit_card' },
    });
    expect(walletOnly.body.data).toEqual({ payment_behavior: 'wallet', pay_method: 'credit_card' });
    const info = async () =>
      (
        await callEndpoint(t.app, paymentInfoEndpoint, m.caller, {
          body: { order_ids: [m.order.id] },
        })
      ).body.data;
    expect(await info()).toMatchObject({
      amount: m.cost,
      wallet_balance: 100,
      method: 'wallet',
      error_key: 'balance_insufficient',
    });
    const refused = await callEndpoint(t.app, payOrdersEndpoint, m.caller, {
      body: { order_ids: [m.order.id] },
    });
    expect(refused.body.data).toMatchObject({
      status: 'failed',
      error_key: 'balance_insufficient',
    });
    expect(await balanceOf(m.user.workplaceId)).toBe(100);

    await callEndpoint(t.app, updatePaymentSettingEndpoint, m.caller, {
      body: { payment_behavior: 'auto', pay_method: 'paypal' },
    });
    expect(await info()).toMatchObject({ amount: m.cost, method: 'paypal', error_key: null });
    const card = await callEndpoint(t.app, payOrdersEndpoint, m.caller, {
      body: { order_ids: [m.order.id] },
    });
    expect(card.body.data).toMatchObject({ method: 'paypal', status: 'pending' });
    expect(card.body.data!.checkout_url).toEqual(expect.any(String));
    const [row] = await t.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.id, card.body.data!.id));
    // not paid yet: confirmation leaves it pending
    const early = await callEndpoint(t.app, confirmOrderPaymentEndpoint, m.caller, {
      body: { payment_id: row!.id },
    });
    expect(early.body.data!.status).toBe('pending');
    const pay = await fetch(`${paymentsUrl}/_control/sessions/${row!.checkoutId}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(pay.status).toBe(200);
    const confirmed = await callEndpoint(t.app, confirmOrderPaymentEndpoint, m.caller, {
      body: { payment_id: row!.id },
    });
    expect(confirmed.body.data).toMatchObject({ status: 'paid', order_ids: [m.order.id] });
    expect(await balanceOf(m.user.workplaceId)).toBe(100);
    await drainJobs(t.app);
    expect(await orderState(t.db, m.order.id)).toEqual({
      section: 'payment',
      subStatus: 'order_placed',
    });
    // another workplace can neither confirm nor cancel it
    const other = await signUp(t.app, 'pay-other@example.test');
    const otherCaller = { token: other.token, workplaceId: other.workplaceId };
    for (const endpoint of [confirmOrderPaymentEndpoint, cancelOrderPaymentEndpoint]) {
      const refusedOther = await callEndpoint(t.app, endpoint, otherCaller, {
        body: { payment_id: row!.id },
      });
      expect(refusedOther.http).toBe(404);
    }
    const foreignPay = await callEndpoint(t.app, payOrdersEndpoint, otherCaller, {
      body: { order_ids: [m.order.id] },
    });
    expect(foreignPay.http).toBe(404);
    const foreignInfo = await callEndpoint(t.app, paymentInfoEndpoint, otherCaller, {
      body: { order_ids: [m.order.id] },
    });
    expect(foreignInfo.http).toBe(404);
    const badInfo = await callEndpoint(t.app, paymentInfoEndpoint, m.caller, {
      body: { order_ids: [] },
    });
    expect(badInfo.http).toBe(400);
  });

  it('charges exactly what the balance allows when 50 payments from one wallet run at once', async () => {
    const user = await signUp(t.app, 'pay-fifty@example.test');
    const caller = { token: user.token, workplaceId: user.workplaceId };
    const store = await insertStore(t.db, user.workplaceId);
    const orders = [];
    for (let n = 0; n < 50; n += 1) {
      const order = await insertOrder(t.db, user.workplaceId, store.id, []);
      await t.db.insert(orderPlacements).values({
        workplaceId: user.workplaceId,
        orderId: order.id,
        source: 'cj',
        status: 'success',
        reference: placementReference(order.id, 'cj', 1),
        sourceOrderNumbers: [`SD${n}`],
        costMinor: 1_000,
        costCurrency: 'USD',
      });
      orders.push(order);
    }
    await fund(user.workplaceId, 23_500);
    const results = await Promise.all(
      orders.map((order) =>
        callEndpoint(t.app, payOrdersEndpoint, caller, { body: { order_ids: [order.id] } }),
      ),
    );
    const paid = results.filter((r) => r.body.data?.status === 'paid');
    const refused = results.filter((r) => r.body.data?.status !== 'paid');
    expect(paid).toHaveLength(23);
    expect(refused).toHaveLength(27);
    // the default preference is auto: the short ones went to the card checkout
    for (const r of refused) expect(r.body.data).toMatchObject({ status: 'pending' });
    expect(await balanceOf(user.workplaceId)).toBe(500);
    const paidPlacements = await t.db
      .select()
      .from(orderPlacements)
      .where(eq(orderPlacements.workplaceId, user.workplaceId));
    expect(paidPlacements.filter((p) => p.paidAt).length).toBe(23);
  });

  it('keeps the payment preference and the placement settings per workplace, refusing bad input', async () => {
    const user = await signUp(t.app, 'pay-settings@example.test');
    const caller = { token: user.token, workplaceId: user.workplaceId };
    expect((await callEndpoint(t.app, getPaymentSettingEndpoint, caller)).body.data).toEqual({
      payment_behavior: 'auto',
      pay_method: 'credit_card',
    });
    expect((await callEndpoint(t.app, getFulfillmentSettingEndpoint, caller)).body.data).toEqual({
      default_source: null,
      shipping_preference: 'cheapest',
      auto_fulfill_sources: [],
    });
    const saved = await callEndpoint(t.app, updateFulfillmentSettingEndpoint, caller, {
      body: { default_source: 'cj', shipping_preference: 'fastest', auto_fulfill_sources: ['cj'] },
    });
    expect(saved.body.data).toEqual({
      default_source: 'cj',
      shipping_preference: 'fastest',
      auto_fulfill_sources: ['cj'],
    });
    const bad = await callEndpoint(t.app, updatePaymentSettingEndpoint, caller, {
      body: { payment_behavior: 'sometimes', pay_method: 'credit_card' } as never,
    });
    expect(bad.http).toBe(400);
    const other = await signUp(t.app, 'pay-settings-other@example.test');
    const otherView = await callEndpoint(t.app, getFulfillmentSettingEndpoint, {
      token: other.token,
      workplaceId: other.workplaceId,
    });
    expect(otherView.body.data!.shipping_preference).toBe('cheapest');
  });
});

describe('payment transaction logs', () => {
  it('lists what the ledger recorded for order payments, newest first, a page at a time', async () => {
    const first = await placedCjOrder('pay-logs@example.test', 36);
    const { caller, user } = first;
    const store = await insertStore(t.db, user.workplaceId);
    const second = await insertOrder(t.db, user.workplaceId, store.id, [cjVariant(39)]);
    const placed = await callEndpoint(t.app, requestOrdersEndpoint, caller, {
      body: { order_ids: [second.id] },
    });
    await drainJobs(t.app);
    const secondCost = placed.body.data!.entries[0]!.cost!.amount;
    await fund(user.workplaceId, first.cost + secondCost + 700);
    const logs = (query: { cursor?: string; page_size?: number } = {}) =>
      callEndpoint(t.app, paymentTransactionLogsEndpoint, caller, { query });
    // a top-up is no order payment
    expect((await logs()).body.data).toEqual({ items: [], next_cursor: null });

    const paidFirst = await callEndpoint(t.app, payOrdersEndpoint, caller, {
      body: { order_ids: [first.order.id] },
    });
    const paidSecond = await callEndpoint(t.app, payOrdersEndpoint, caller, {
      body: { order_ids: [second.id] },
    });
    const [orderRow] = await t.db
      .select({ name: ordersTable.orderName })
      .from(ordersTable)
      .where(eq(ordersTable.id, second.id));
    const all = (await logs()).body.data!;
    expect(all.next_cursor).toBeNull();
    expect(all.items).toEqual([
      {
        id: expect.stringMatching(/^[0-9]+$/),
        kind: 'payment',
        amount: -secondCost,
        topup_amount: -secondCost,
        bonus_amount: 0,
        balance_after: 700,
        currency: 'USD',
        payment_id: paidSecond.body.data!.id,
        orders: [{ id: second.id, name: orderRow!.name }],
        created_at: expect.any(String),
      },
      expect.objectContaining({
        kind: 'payment',
        amount: -first.cost,
        balance_after: secondCost + 700,
        payment_id: paidFirst.body.data!.id,
        orders: [expect.objectContaining({ id: first.order.id })],
      }),
    ]);
    // keyset pages
    const page1 = (await logs({ page_size: 1 })).body.data!;
    expect(page1.items.map((i) => i.payment_id)).toEqual([paidSecond.body.data!.id]);
    expect(page1.next_cursor).toEqual(page1.items[0]!.id);
    const page2 = (await logs({ page_size: 1, cursor: page1.next_cursor! })).body.data!;
    expect(page2.items.map((i) => i.payment_id)).toEqual([paidFirst.body.data!.id]);
    expect(page2.next_cursor).toBeNull();

    // another workplace sees none of it; bad input is a 400 with the field
    const other = await signUp(t.app, 'pay-logs-other@example.test');
    const foreign = await callEndpoint(t.app, paymentTransactionLogsEndpoint, {
      token: other.token,
      workplaceId: other.workplaceId,
    });
    expect(foreign.body.data).toEqual({ items: [], next_cursor: null });
    for (const query of [{ page_size: 0 }, { page_size: 101 }, { cursor: '-1' }]) {
      const bad = await logs(query as { page_size?: number });
      expect(bad.http).toBe(400);
    }
  });
});

describe('pay all', () => {
  it('answers every order with something due, oldest first, and paying them leaves nothing due', async () => {
    const first = await placedCjOrder('pay-all@example.test', 51);
    const { caller, user } = first;
    const store = await insertStore(t.db, user.workplaceId);
    const second = await insertOrder(t.db, user.workplaceId, store.id, [cjVariant(54)]);
    const notPlaced = await insertOrder(t.db, user.workplaceId, store.id, [cjVariant(57)]);
    const placed = await callEndpoint(t.app, requestOrdersEndpoint, caller, {
      body: { order_ids: [second.id] },
    });
    await drainJobs(t.app);
    const secondCost = placed.body.data!.entries[0]!.cost!.amount;
    const payAll = async () => (await callEndpoint(t.app, payAllLinkEndpoint, caller)).body.data!;
    const all = await payAll();
    // oldest first; the test clock placed both at one moment
    expect({ ...all, order_ids: [...all.order_ids].sort() }).toEqual({
      order_ids: [first.order.id, second.id].sort(),
      amount: first.cost + secondCost,
      currency: 'USD',
      remaining: 0,
    });
    expect((await payAll()).order_ids).not.toContain(notPlaced.id);
    await fund(user.workplaceId, first.cost + secondCost);
    const paid = await callEndpoint(t.app, payOrdersEndpoint, caller, {
      body: { order_ids: (await payAll()).order_ids },
    });
    expect(paid.body.data).toMatchObject({ status: 'paid', amount: first.cost + secondCost });
    expect(await payAll()).toEqual({ order_ids: [], amount: 0, currency: 'USD', remaining: 0 });
    const other = await signUp(t.app, 'pay-all-other@example.test');
    const foreign = await callEndpoint(t.app, payAllLinkEndpoint, {
      token: other.token,
      workplaceId: other.workplaceId,
    });
    expect(foreign.body.data).toEqual({ order_ids: [], amount: 0, currency: 'USD', remaining: 0 });
  });
});
