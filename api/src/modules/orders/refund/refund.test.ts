import { and, eq } from 'drizzle-orm';
import {
  omniFulfillmentRequestEndpoint,
  orderListEndpoint,
  orderPanelEndpoint,
  payOrdersEndpoint,
  refundRequestEndpoint,
  refundRequestTypeEndpoint,
  type RefundRequestBody,
} from '@omni/shared/contracts/orders';
import { MessageKey } from '@omni/shared/errors';
import {
  jobs,
  notifications,
  orderPlacements,
  orderRefunds as orderRefundsTable,
  outboxEmails,
  walletEntries,
} from '../../../db/schema';
import { callEndpoint, type Caller } from '../../../testing/call-endpoint';
import { useOmniStandIn } from '../../../testing/omni-stand-in';
import { call, useTestApp } from '../../../testing/test-app';
import { fundWallet } from '../../../testing/wallets';
import { drainJobs } from '../../push/push-test-kit';
import { readWallet } from '../../wallets/wallet-repository';
import { omniMerchant } from '../placement/omni-test-kit';
import { orderLogOf, orderState } from '../placement/placement-test-kit';
import { refundSubmitDedupeKey } from './refund-jobs';

const POLL_MS = 100;
process.env.REFUND_POLL_MS = String(POLL_MS);

const { omni } = useOmniStandIn();
const t = useTestApp();

const requestType = (caller: Caller, orderId: string) =>
  callEndpoint(t.app, refundRequestTypeEndpoint, caller, { body: { order_id: orderId } });
const ask = (caller: Caller, body: RefundRequestBody) =>
  callEndpoint(t.app, refundRequestEndpoint, caller, { body });

/** The next reading of the own service's decision is due after the poll interval. */
const follow = async () => {
  await new Promise((resolve) => setTimeout(resolve, POLL_MS + 20));
  await drainJobs(t.app);
};

/** A merchant whose order the own service placed and the wallet paid: cost is what it took. */
async function paidOrder(email: string, paid = true) {
  const m = await omniMerchant(t.app, t.db, email);
  const order = await m.order();
  await callEndpoint(t.app, omniFulfillmentRequestEndpoint, m.caller, {
    body: { order_ids: [order.id] },
  });
  await drainJobs(t.app);
  const [placement] = await t.db
    .select()
    .from(orderPlacements)
    .where(eq(orderPlacements.orderId, order.id));
  const cost = placement!.costMinor!;
  if (paid) {
    await fundWallet(t.db, m.user.workplaceId, cost);
    await callEndpoint(t.app, payOrdersEndpoint, m.caller, { body: { order_ids: [order.id] } });
    await drainJobs(t.app);
  }
  const balance = async () =>
    (await readWallet(t.db, { workplaceId: m.user.workplaceId, currency: 'USD' })).total_balance;
  const lines = placement!.lines;
  const body = (over: Partial<RefundRequestBody> = {}): RefundRequestBody => ({
    order_id: order.id,
    placement_id: placement!.id,
    reason: 'item_unavailable',
    lines: [{ line_item_id: lines[0]!.line_item_id, quantity: 1 }],
    amount_minor: 500,
    note: 'Sold out at the customer',
    ...over,
  });
  return { m, order, placement: placement!, cost, balance, body };
}

const serviceRefundOf = (refundId: string) =>
  [...omni.refunds.refunds.values()].find((r) => r.reference === refundId);

describe('refund requests', () => {
  it('tells what the source offers: refund only up to what was paid; not before payment', async () => {
    const unpaid = await paidOrder('refund-type-unpaid@example.test', false);
    const before = await requestType(unpaid.m.caller, unpaid.order.id);
    expect(before.body.data!.options).toEqual([
      expect.objectContaining({
        source: 'omni',
        type: 'refund_only',
        blocked: 'not_paid',
        max_minor: 0,
      }),
    ]);
    const refused = await ask(unpaid.m.caller, unpaid.body());
    expect(refused.body.message).toBe(MessageKey.RefundNotPaid);

    const p = await paidOrder('refund-type@example.test');
    const type = await requestType(p.m.caller, p.order.id);
    expect(type.body.data!.options).toEqual([
      expect.objectContaining({
        placement_id: p.placement.id,
        type: 'refund_only',
        blocked: null,
        currency: 'USD',
        paid_minor: p.cost,
        refunded_minor: 0,
        max_minor: p.cost,
        source_url: null,
      }),
    ]);
    expect(type.body.data!.options[0]!.lines.length).toBe(p.placement.lines.length);
  });

  it('AliExpress: offers its own order page, where the merchant asks, and asks nothing itself', async () => {
    const p = await paidOrder('refund-aliexpress@example.test');
    await t.db
      .update(orderPlacements)
      .set({ source: 'aliexpress', sourceOrderNumbers: ['8190000000000001'] })
      .where(eq(orderPlacements.id, p.placement.id));
    const type = await requestType(p.m.caller, p.order.id);
    expect(type.body.data!.options[0]).toMatchObject({
      source: 'aliexpress',
      type: 'on_source',
      source_url: 'https://www.aliexpress.com/p/order/detail.html?orderId=8190000000000001',
    });
    const refused = await ask(p.m.caller, p.body());
    expect(refused.body.message).toBe(MessageKey.RefundOnSource);
    expect(await orderState(t.db, p.order.id)).toEqual({
      section: 'payment',
      subStatus: 'order_placed',
    });
  });

  it("is scoped to the workplace: another one's order is not found and nothing is asked", async () => {
    const p = await paidOrder('refund-owner@example.test');
    const other = await omniMerchant(t.app, t.db, 'refund-stranger@example.test');
    expect((await requestType(other.caller, p.order.id)).body.message).toBe(
      MessageKey.DataNotFound,
    );
    const foreign = await ask(other.caller, p.body());
    expect(foreign.body.message).toBe(MessageKey.DataNotFound);
    expect(await orderState(t.db, p.order.id)).toEqual({
      section: 'payment',
      subStatus: 'order_placed',
    });
  });

  it('refuses bad input with its reason and records nothing', async () => {
    const p = await paidOrder('refund-validation@example.test');
    const creates = omni.refunds.creates();
    const tooMuch = await ask(p.m.caller, p.body({ amount_minor: p.cost + 1 }));
    expect(tooMuch.body.message).toBe(MessageKey.RefundAmountTooHigh);
    expect(tooMuch.body.errors![0]).toMatchObject({
      field: 'amount_minor',
      params: { max: (p.cost / 100).toFixed(2), currency: 'USD' },
    });
    const badLine = await ask(
      p.m.caller,
      p.body({ lines: [{ line_item_id: p.placement.id, quantity: 1 }] }),
    );
    expect(badLine.body.message).toBe(MessageKey.ValidationFailed);
    const tooMany = await ask(
      p.m.caller,
      p.body({ lines: [{ line_item_id: p.placement.lines[0]!.line_item_id, quantity: 999 }] }),
    );
    expect(tooMany.body.errors![0]).toMatchObject({ field: 'lines.0' });
    const badReason = await ask(p.m.caller, { ...p.body(), reason: 'because' as 'other' });
    expect(badReason.http).toBe(400);
    expect(await orderState(t.db, p.order.id)).toEqual({
      section: 'payment',
      subStatus: 'order_placed',
    });
    await drainJobs(t.app);
    expect(omni.refunds.creates()).toBe(creates);
  });

  it('accepted: the order moves through the refund tabs and the wallet gets the money back once', async () => {
    const p = await paidOrder('refund-accepted@example.test');
    const before = await p.balance();
    const asked = await ask(p.m.caller, p.body({ amount_minor: 500 }));
    expect(asked.body.data).toMatchObject({
      status: 'pending',
      amount_minor: 500,
      currency: 'USD',
    });
    const refundId = asked.body.data!.id;
    expect(await orderState(t.db, p.order.id)).toEqual({ section: 'refund', subStatus: 'pending' });
    // the job was queued with the request, under the refund's own key
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, refundSubmitDedupeKey(refundId)));
    expect(job).toBeDefined();

    const again = await ask(p.m.caller, p.body({ amount_minor: 100 }));
    expect(again.body.message).toBe(MessageKey.RefundAlreadyOpen);

    await drainJobs(t.app);
    const sent = serviceRefundOf(refundId)!;
    expect(sent).toMatchObject({
      status: 'requested',
      amount: { amount: '5.00', currency: 'USD' },
    });
    const panel = await callEndpoint(t.app, orderPanelEndpoint, p.m.caller, {
      params: { order_id: p.order.id },
    });
    expect(panel.body.data!.source_orders[0]!.refund_info).toMatchObject({
      status: 'pending',
      id: refundId,
      amount_minor: 500,
      reason: 'item_unavailable',
    });
    await follow(); // still undecided: nothing moves
    expect(await orderState(t.db, p.order.id)).toEqual({ section: 'refund', subStatus: 'pending' });

    omni.refunds.decide(sent.id, 'accepted');
    await follow();
    expect(await orderState(t.db, p.order.id)).toEqual({
      section: 'refund',
      subStatus: 'completed',
    });
    expect(await p.balance()).toBe(before + 500);
    await follow(); // no further reading, and nothing given twice
    expect(await p.balance()).toBe(before + 500);
    const refunds = await t.db
      .select()
      .from(walletEntries)
      .where(
        and(
          eq(walletEntries.kind, 'refund'),
          eq(walletEntries.idempotencyKey, `order-refund:${refundId}`),
        ),
      );
    expect(refunds).toHaveLength(1);

    const log = await orderLogOf(t.app, p.m.caller, p.order.id);
    expect(log.map((e) => e.action)).toEqual(
      expect.arrayContaining(['refund_requested', 'refund_accepted', 'refund_to_wallet']),
    );
    expect(log.filter((e) => e.action === 'refund_to_wallet')).toHaveLength(1);
    expect(log.find((e) => e.action === 'refund_to_wallet')!.data).toEqual({
      source: 'omni',
      amount: 500,
      currency: 'USD',
    });
    const notes = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.workplaceId, p.m.user.workplaceId));
    expect(notes.map((n) => n.titleKey)).toContain('notifications.refundAccepted');

    const list = await callEndpoint(t.app, orderListEndpoint, p.m.caller, {
      query: { order_status: 'refund', sub_status: 'completed' },
    });
    expect(list.body.data!.orders.map((o) => o.id)).toEqual([p.order.id]);
    expect(list.body.data!.orders[0]!.refund).toMatchObject({
      id: refundId,
      status: 'completed',
      amount_minor: 500,
      note: 'Sold out at the customer',
    });
    // what is left may be asked for later; never more
    const left = await requestType(p.m.caller, p.order.id);
    expect(left.body.data!.options[0]).toMatchObject({
      refunded_minor: 500,
      max_minor: p.cost - 500,
    });
  });

  it('rejected: the order moves to the rejected tab and the wallet is untouched', async () => {
    const p = await paidOrder('refund-rejected@example.test');
    // the merchant chose not to see rejected refunds in the app: notify() decides (ADR 050)
    const saved = await call(t.app, 'PUT', '/api/core/notification-settings', {
      ...p.m.caller,
      body: { preferences: [{ kind: 'refundRejected', app: false, email: true }] },
    });
    expect(saved.http).toBe(200);
    const before = await p.balance();
    const asked = await ask(p.m.caller, p.body({ reason: 'other' }));
    await drainJobs(t.app);
    omni.refunds.decide(asked.body.data!.id, 'rejected');
    await follow();
    expect(await orderState(t.db, p.order.id)).toEqual({
      section: 'refund',
      subStatus: 'rejected',
    });
    expect(await p.balance()).toBe(before);
    const log = await orderLogOf(t.app, p.m.caller, p.order.id);
    expect(log[0]!.action).toBe('refund_rejected');
    // a rejected refund holds nothing: the whole payment may be asked again
    const type = await requestType(p.m.caller, p.order.id);
    expect(type.body.data!.options[0]).toMatchObject({ blocked: null, max_minor: p.cost });
    const notes = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.workplaceId, p.m.user.workplaceId));
    expect(notes.map((n) => n.titleKey)).not.toContain('notifications.refundRejected');
    const mails = await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, 'refund-rejected@example.test'));
    expect(mails.map((m) => m.kind)).toContain('notification.refundRejected');
  });

  it('sends the request once, however often its job runs (a retry after a crash)', async () => {
    const p = await paidOrder('refund-idempotent@example.test');
    const asked = await ask(p.m.caller, p.body());
    const refundId = asked.body.data!.id;
    const creates = omni.refunds.creates();
    await drainJobs(t.app);
    // the job again, as after a SIGKILL between the source's answer and the job's end
    await t.db
      .update(jobs)
      .set({ status: 'queued', runAt: new Date(), attempts: 0, lockedUntil: null })
      .where(eq(jobs.dedupeKey, refundSubmitDedupeKey(refundId)));
    await t.db
      .update(orderRefundsTable)
      .set({ supplierRefundId: null })
      .where(eq(orderRefundsTable.id, refundId));
    await drainJobs(t.app);
    expect(omni.refunds.creates()).toBe(creates + 2);
    expect([...omni.refunds.refunds.values()].filter((r) => r.reference === refundId)).toHaveLength(
      1,
    );
  });
});
