import { eq } from 'drizzle-orm';
import {
  payOrdersEndpoint,
  recreateOrdersEndpoint,
  requestOrdersEndpoint,
  retryAllPaymentsEndpoint,
  updateToFailEndpoint,
} from '@omni/shared/contracts/orders';
import { pidOf, vidOf } from '../../../../../sandbox/src/cj/catalogue';
import type { Database } from '../../../db/database';
import { orderAddresses, orderPlacements } from '../../../db/schema';
import { signUp } from '../../../testing/accounts';
import { callEndpoint } from '../../../testing/call-endpoint';
import { setPlanLimits } from '../../../testing/plan-limits';
import { linkCj, useSupplierStandIns } from '../../../testing/supplier-stand-ins';
import { useTestApp } from '../../../testing/test-app';
import { drainJobs } from '../../push/push-test-kit';
import { creditWallet } from '../../wallets/ledger';
import {
  insertOrder,
  insertStore,
  orderLogOf,
  orderState,
  stockedVariant,
} from './placement-test-kit';

const { cj, urls } = useSupplierStandIns();
const t = useTestApp();
const cjVariant = (from: number) =>
  stockedVariant(cj.catalogue, { product: pidOf, sku: vidOf }, 'cj', from);

async function merchant(email: string) {
  const user = await signUp(t.app, email);
  await setPlanLimits(t.db, user.userId, { ORDER_FULFILLMENT: -1, BULK_ORDER_FULFILLMENT: -1 });
  const caller = { token: user.token, workplaceId: user.workplaceId };
  await linkCj(t.app, caller);
  const store = await insertStore(t.db, user.workplaceId);
  const placed = async (from: number) => {
    const order = await insertOrder(t.db, user.workplaceId, store.id, [cjVariant(from)]);
    const result = await callEndpoint(t.app, requestOrdersEndpoint, caller, {
      body: { order_ids: [order.id] },
    });
    await drainJobs(t.app);
    return { order, entry: result.body.data!.entries[0]! };
  };
  return { user, caller, store, placed };
}

const cjOrdersOf = (reference: string) =>
  [...cj.orders.values()].filter((o) => o.orderNumber === reference).length;

const setCjBalance = (amount: number) =>
  fetch(`${urls.cj}/_control/balance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ amount }),
  });

describe('failed placements', () => {
  it('marks a placed order as failed with the corrected address, then recreates it once', async () => {
    const m = await merchant('fail-recreate@example.test');
    const { order, entry } = await m.placed(42);
    expect(await orderState(t.db, order.id)).toEqual({
      section: 'payment',
      subStatus: 'waiting_payment',
    });
    const customer = {
      first_name: 'Ana',
      last_name: 'Lima',
      address1: '5th Avenue 1',
      city: 'New York',
      province_code: 'NY',
      zip: '10001',
      country_code: 'US',
      phone: '+1 212 555 0100',
    };
    // a bad address is refused with its field and nothing fails
    const badAddress = await callEndpoint(t.app, updateToFailEndpoint, m.caller, {
      body: { order_ids: [order.id], customer: { ...customer, zip: 'ABC' } },
    });
    expect(badAddress.http).toBe(400);
    expect(badAddress.body.errors).toEqual([expect.objectContaining({ field: 'zip' })]);
    expect(await orderState(t.db, order.id)).toMatchObject({ subStatus: 'waiting_payment' });

    const failed = await callEndpoint(t.app, updateToFailEndpoint, m.caller, {
      body: { order_ids: [order.id], error_key: 'error_save_all_address', customer },
    });
    expect(failed.http).toBe(200);
    expect(failed.body.data).toEqual({
      entries: [
        expect.objectContaining({
          id: entry.id,
          status: 'error',
          error_key: 'error_save_all_address',
        }),
      ],
      skipped: [],
    });
    expect(await orderState(t.db, order.id)).toEqual({ section: 'placement', subStatus: 'ready' });
    const [address] = await t.db
      .select()
      .from(orderAddresses)
      .where(eq(orderAddresses.orderId, order.id));
    expect(address).toMatchObject({ address1: '5th Avenue 1', zip: '10001' });
    const history = await orderLogOf(t.app, m.caller, order.id);
    expect(history).toContainEqual(
      expect.objectContaining({
        action: 'marked_failed',
        data: { source: 'cj', error_key: 'error_save_all_address' },
      }),
    );
    expect(history.map((l) => l.action)).toContain('customer_updated');
    // failing it again finds nothing placed to fail
    const again = await callEndpoint(t.app, updateToFailEndpoint, m.caller, {
      body: { order_ids: [order.id] },
    });
    expect(again.body.data).toEqual({
      entries: [],
      skipped: [{ order_id: order.id, reason: 'not_placed' }],
    });

    // recreate: a new generation, a new reference, one more CJ order; a second call reuses it
    const recreated = await callEndpoint(t.app, recreateOrdersEndpoint, m.caller, {
      body: { order_ids: [order.id] },
    });
    expect(recreated.body.data!.failed).toEqual([]);
    const newEntry = recreated.body.data!.entries[0]!;
    expect(newEntry).toMatchObject({ id: entry.id, status: 'processing' });
    expect(newEntry.reference).not.toBe(entry.reference);
    await drainJobs(t.app);
    const twice = await callEndpoint(t.app, recreateOrdersEndpoint, m.caller, {
      body: { order_ids: [order.id] },
    });
    expect(twice.body.data).toEqual({
      entries: [],
      failed: [{ order_id: order.id, error_key: 'nothing_to_recreate' }],
    });
    await drainJobs(t.app);
    expect(cjOrdersOf(entry.reference)).toBe(1);
    expect(cjOrdersOf(newEntry.reference)).toBe(1);
    const [row] = await t.db.select().from(orderPlacements).where(eq(orderPlacements.id, entry.id));
    expect(row).toMatchObject({ status: 'success', generation: 2, errorKey: null });
    expect(await orderState(t.db, order.id)).toEqual({
      section: 'payment',
      subStatus: 'waiting_payment',
    });

    // tenancy and bad input
    const other = await signUp(t.app, 'fail-other@example.test');
    const otherCaller = { token: other.token, workplaceId: other.workplaceId };
    for (const call of [
      callEndpoint(t.app, updateToFailEndpoint, otherCaller, { body: { order_ids: [order.id] } }),
      callEndpoint(t.app, recreateOrdersEndpoint, otherCaller, { body: { order_ids: [order.id] } }),
    ])
      expect((await call).http).toBe(404);
    expect(row!.status).toBe('success');
    const twoWithCustomer = await callEndpoint(t.app, updateToFailEndpoint, m.caller, {
      body: { order_ids: [order.id, other.workplaceId], customer },
    });
    expect(twoWithCustomer.http).toBe(404); // the second id is no order of this workplace
    const { order: second } = await m.placed(45);
    const oneCustomerTwoOrders = await callEndpoint(t.app, updateToFailEndpoint, m.caller, {
      body: { order_ids: [order.id, second.id], customer },
    });
    expect(oneCustomerTwoOrders.http).toBe(400);
    expect(oneCustomerTwoOrders.body.errors![0]!.field).toBe('customer');
    const badKey = await callEndpoint(t.app, updateToFailEndpoint, m.caller, {
      body: { order_ids: [order.id], error_key: 'made_up' as 'cancel_order' },
    });
    expect(badKey.http).toBe(400);
  });

  it('skips paid orders, and retries every failed supplier payment once per failure', async () => {
    const m = await merchant('fail-retry@example.test');
    const { order, entry } = await m.placed(48);
    await t.db.transaction((tx) =>
      creditWallet(tx as unknown as Database, {
        workplaceId: m.user.workplaceId,
        currency: 'USD',
        amount: entry.cost!.amount,
        kind: 'topup',
        key: `fail-retry-topup`,
      }),
    );
    // the CJ balance is short: the merchant paid us, CJ refuses to be paid (1604000)
    await setCjBalance(0);
    try {
      const paid = await callEndpoint(t.app, payOrdersEndpoint, m.caller, {
        body: { order_ids: [order.id] },
      });
      expect(paid.body.data!.status).toBe('paid');
      await drainJobs(t.app);
      const [refused] = await t.db
        .select()
        .from(orderPlacements)
        .where(eq(orderPlacements.id, entry.id));
      expect(refused!.warningKey).toBe('balance_insufficient');
      expect(await orderState(t.db, order.id)).toMatchObject({ subStatus: 'waiting_payment' });

      // a paid order cannot be failed: money was taken
      const failPaid = await callEndpoint(t.app, updateToFailEndpoint, m.caller, {
        body: { order_ids: [order.id] },
      });
      expect(failPaid.body.data).toEqual({
        entries: [],
        skipped: [{ order_id: order.id, reason: 'paid' }],
      });

      // retry-all while CJ is still short: refused again, still listed
      const first = await callEndpoint(t.app, retryAllPaymentsEndpoint, m.caller);
      expect(first.body.data!.retried.map((e) => e.id)).toEqual([entry.id]);
      await drainJobs(t.app);
      await setCjBalance(10_000);
      const second = await callEndpoint(t.app, retryAllPaymentsEndpoint, m.caller);
      // a second click before the job ran queues nothing more
      const third = await callEndpoint(t.app, retryAllPaymentsEndpoint, m.caller);
      expect(third.body.data!.retried.map((e) => e.id)).toEqual([entry.id]);
      expect(second.body.data!.retried.map((e) => e.id)).toEqual([entry.id]);
      await drainJobs(t.app);
      expect(await orderState(t.db, order.id)).toEqual({
        section: 'payment',
        subStatus: 'order_placed',
      });
      const retriedLogs = (await orderLogOf(t.app, m.caller, order.id)).filter(
        (l) => l.action === 'supplier_payment_retried',
      );
      expect(retriedLogs).toHaveLength(2);
      expect(retriedLogs[0]).toMatchObject({
        data: { source: 'cj', error_key: 'balance_insufficient' },
      });
      const none = await callEndpoint(t.app, retryAllPaymentsEndpoint, m.caller);
      expect(none.body.data).toEqual({ retried: [] });
      // another workplace retries nothing of it
      const other = await signUp(t.app, 'fail-retry-other@example.test');
      const foreign = await callEndpoint(t.app, retryAllPaymentsEndpoint, {
        token: other.token,
        workplaceId: other.workplaceId,
      });
      expect(foreign.body.data).toEqual({ retried: [] });
    } finally {
      await setCjBalance(10_000);
    }
  });
});
