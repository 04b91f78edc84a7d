import { eq } from 'drizzle-orm';
import type { OrderStatusCounts } from '@omni/shared/contracts';
import {
  cancelOrdersEndpoint,
  orderListEndpoint,
  revertOrdersEndpoint,
} from '@omni/shared/contracts/orders';
import { BodyStatus } from '@omni/shared/errors';
import { orderPlacements, orders } from '../../../db/schema';
import { signUp } from '../../../testing/accounts';
import { callEndpoint, type Caller } from '../../../testing/call-endpoint';
import { call, useTestApp } from '../../../testing/test-app';
import { ingestChannelOrder } from '../../channel-orders/ingest-channel-order';
import type { NormalizedOrder } from '../../channel-orders/normalized-order';
import { insertOrder, insertStore, orderLogOf } from '../placement/placement-test-kit';

const t = useTestApp();

/** A merchant with a Shopify store (not connected: nothing is sent to it). */
async function merchant(email: string) {
  const user = await signUp(t.app, email);
  const caller: Caller = { token: user.token, workplaceId: user.workplaceId };
  const store = await insertStore(t.db, user.workplaceId);
  return {
    caller,
    store,
    order: () => insertOrder(t.db, user.workplaceId, store.id, []),
  };
}

/** The store's version of one order, as a webhook delivers it. */
const storeOrder = (platformOrderId: string, at: string, cancelled: boolean): NormalizedOrder => ({
  platform: 'shopify',
  platformOrderId,
  orderName: `#${platformOrderId}`,
  currency: 'USD',
  subtotalPrice: '20.00',
  shippingPrice: '0.00',
  totalPrice: '20.00',
  channelStatus: 'paid/unfulfilled',
  cancelled,
  createdAt: new Date('2026-11-20T10:00:00Z'),
  updatedAt: new Date(at),
  customer: null,
  shippingAddress: null,
  billingAddress: null,
  lineItems: [],
  totalTax: null,
  totalDiscounts: null,
  taxesIncluded: null,
  shippingLines: [],
  taxLines: [],
  discounts: [],
  note: null,
});

const stateOf = async (id: string) => {
  const [row] = await t.db
    .select({
      section: orders.section,
      subStatus: orders.subStatus,
      status: orders.status,
      cancelNote: orders.cancelNote,
    })
    .from(orders)
    .where(eq(orders.id, id));
  return row!;
};

const counts = async (caller: Caller) =>
  (await call<OrderStatusCounts>(t.app, 'GET', '/api/orders/v5/count-order-status', caller)).body
    .data!;

describe('PUT orders/order-cancel', () => {
  it('moves new orders to cancelled by channel with the note, the history and the counts', async () => {
    const m = await merchant('cancel-two@example.test');
    const [first, second] = [await m.order(), await m.order()];

    const answer = await callEndpoint(t.app, cancelOrdersEndpoint, m.caller, {
      body: { order_ids: [first.id, second.id], note: '  Customer changed their mind  ' },
    });
    expect(answer.http).toBe(200);
    expect(answer.body.data).toEqual({ cancelled: [first.id, second.id], refused: [] });
    for (const order of [first, second])
      expect(await stateOf(order.id)).toEqual({
        section: 'cancelled',
        subStatus: 'channel',
        status: 'cancelled',
        cancelNote: 'Customer changed their mind',
      });
    expect(await orderLogOf(t.app, m.caller, first.id)).toEqual([
      { action: 'cancelled_by_merchant', data: {}, user_name: expect.any(String) },
    ]);
    const after = await counts(m.caller);
    expect(after.placement.ready).toBe(0);
    expect(after.cancelled).toEqual({ channel: 2, source: 0 });

    const list = await callEndpoint(t.app, orderListEndpoint, m.caller, {
      query: { order_status: 'cancelled', sub_status: 'channel' },
    });
    expect(list.body.data!.orders.map((o) => [o.id, o.cancel_note, o.store_cancelled])).toEqual(
      expect.arrayContaining([
        [first.id, 'Customer changed their mind', false],
        [second.id, 'Customer changed their mind', false],
      ]),
    );
  });

  it('refuses orders a supplier has, naming them, and still cancels the rest', async () => {
    const m = await merchant('cancel-placed@example.test');
    const open = await m.order();
    const paid = await m.order();
    await t.db
      .update(orders)
      .set({ section: 'payment', subStatus: 'waiting_payment' })
      .where(eq(orders.id, paid.id));
    const placing = await m.order();
    await t.db.insert(orderPlacements).values({
      workplaceId: placing.workplaceId,
      orderId: placing.id,
      source: 'cj',
      status: 'processing',
      reference: `ref-${placing.id}`,
    });

    const answer = await callEndpoint(t.app, cancelOrdersEndpoint, m.caller, {
      body: { order_ids: [open.id, paid.id, placing.id] },
    });
    expect(answer.body.data).toEqual({
      cancelled: [open.id],
      refused: [
        { order_id: paid.id, order_name: paid.orderName, reason: 'placed' },
        { order_id: placing.id, order_name: placing.orderName, reason: 'placed' },
      ],
    });
    expect((await stateOf(open.id)).cancelNote).toBeNull();
    expect((await stateOf(paid.id)).section).toBe('payment');
    expect((await stateOf(placing.id)).section).toBe('placement');
    expect(await orderLogOf(t.app, m.caller, paid.id)).toEqual([]);

    const again = await callEndpoint(t.app, cancelOrdersEndpoint, m.caller, {
      body: { order_ids: [open.id] },
    });
    expect(again.body.data).toEqual({
      cancelled: [],
      refused: [{ order_id: open.id, order_name: open.orderName, reason: 'already_cancelled' }],
    });
    expect(await orderLogOf(t.app, m.caller, open.id)).toHaveLength(1);
  });

  it("changes nothing when an id is another workplace's order", async () => {
    const mine = await merchant('cancel-mine@example.test');
    const theirs = await merchant('cancel-theirs@example.test');
    const own = await mine.order();
    const foreign = await theirs.order();

    const answer = await callEndpoint(t.app, cancelOrdersEndpoint, mine.caller, {
      body: { order_ids: [own.id, foreign.id] },
    });
    expect(answer.body.status).toBe(BodyStatus.NOT_FOUND);
    expect((await stateOf(own.id)).section).toBe('placement');
    expect((await stateOf(foreign.id)).section).toBe('placement');
    expect(await orderLogOf(t.app, theirs.caller, foreign.id)).toEqual([]);
  });

  it('validates the request at the edge', async () => {
    const m = await merchant('cancel-invalid@example.test');
    const order = await m.order();
    for (const body of [
      { order_ids: [] },
      { order_ids: ['not-an-id'] },
      { order_ids: [order.id], note: 'x'.repeat(501) },
    ]) {
      const answer = await call(t.app, 'PUT', '/api/orders/order-cancel', { ...m.caller, body });
      expect(answer.body.status).toBe(BodyStatus.BAD_REQUEST);
    }
    expect((await stateOf(order.id)).section).toBe('placement');
  });

  it('takes a cancellation back to New orders unless the store cancelled the order', async () => {
    const m = await merchant('cancel-undo@example.test');
    const { orderId } = await ingestChannelOrder(
      t.db,
      m.caller.workplaceId,
      m.store.id,
      storeOrder('9001', '2026-11-20T10:00:00Z', false),
    );
    await callEndpoint(t.app, cancelOrdersEndpoint, m.caller, {
      body: { order_ids: [orderId], note: 'Duplicate' },
    });

    const undone = await callEndpoint(t.app, revertOrdersEndpoint, m.caller, {
      body: { orders: [orderId] },
    });
    expect(undone.body.data).toEqual({ reverted: [orderId] });
    expect(await stateOf(orderId)).toEqual({
      section: 'placement',
      subStatus: 'ready',
      status: 'unfulfilled',
      cancelNote: null,
    });
    expect((await orderLogOf(t.app, m.caller, orderId)).map((e) => e.action)).toEqual([
      'cancellation_undone',
      'cancelled_by_merchant',
    ]);

    // cancelled here again, then the store cancels it too: it stays where it is, once
    await callEndpoint(t.app, cancelOrdersEndpoint, m.caller, {
      body: { order_ids: [orderId], note: 'Duplicate' },
    });
    await ingestChannelOrder(
      t.db,
      m.caller.workplaceId,
      m.store.id,
      storeOrder('9001', '2026-11-21T10:00:00Z', true),
    );
    expect(await stateOf(orderId)).toEqual({
      section: 'cancelled',
      subStatus: 'channel',
      status: 'cancelled',
      cancelNote: 'Duplicate',
    });
    expect((await counts(m.caller)).cancelled.channel).toBe(1);
    expect((await orderLogOf(t.app, m.caller, orderId)).map((e) => e.action)).toEqual([
      'cancelled_by_merchant',
      'cancellation_undone',
      'cancelled_by_merchant',
    ]);
    const refused = await callEndpoint(t.app, revertOrdersEndpoint, m.caller, {
      body: { orders: [orderId] },
    });
    expect(refused.body.data).toEqual({ reverted: [] });
    expect((await stateOf(orderId)).section).toBe('cancelled');
  });
});
