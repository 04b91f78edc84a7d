import { eq } from 'drizzle-orm';
import { payOrdersEndpoint, requestOrdersEndpoint } from '@omni/shared/contracts/orders';
import type { NotificationList } from '@omni/shared/contracts';
import { pidOf, vidOf } from '../../../../../sandbox/src/cj/catalogue';
import type { Database } from '../../../db/database';
import { orderPlacements, outboxEmails } from '../../../db/schema';
import { signUp, type SignedInUser } from '../../../testing/accounts';
import { callEndpoint } from '../../../testing/call-endpoint';
import { linkCj, useSupplierStandIns } from '../../../testing/supplier-stand-ins';
import { call, useTestApp } from '../../../testing/test-app';
import { drainJobs } from '../../push/push-test-kit';
import { creditWallet } from '../../wallets/ledger';
import { insertOrder, insertStore, stockedVariant } from '../placement/placement-test-kit';

const { cj, urls } = useSupplierStandIns();
const t = useTestApp();

const setCjBalance = (amount: number) =>
  fetch(`${urls.cj}/_control/balance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ amount }),
  });
afterEach(() => setCjBalance(10_000));

/** A CJ order placed and paid from the wallet, whose supplier payment CJ then refuses. */
async function refusedSupplierPayment(user: SignedInUser, from: number) {
  const { email } = user;
  const caller = { token: user.token, workplaceId: user.workplaceId };
  await linkCj(t.app, caller);
  const store = await insertStore(t.db, user.workplaceId);
  const variant = stockedVariant(cj.catalogue, { product: pidOf, sku: vidOf }, 'cj', from);
  const order = await insertOrder(t.db, user.workplaceId, store.id, [variant]);
  const placed = await callEndpoint(t.app, requestOrdersEndpoint, caller, {
    body: { order_ids: [order.id] },
  });
  await drainJobs(t.app);
  const entry = placed.body.data!.entries[0]!;
  await t.db.transaction((tx) =>
    creditWallet(tx as unknown as Database, {
      workplaceId: user.workplaceId,
      currency: 'USD',
      amount: entry.cost!.amount,
      kind: 'topup',
      key: `refused-topup:${user.workplaceId}`,
    }),
  );
  await setCjBalance(0);
  const paid = await callEndpoint(t.app, payOrdersEndpoint, caller, {
    body: { order_ids: [order.id] },
  });
  expect(paid.body.data).toMatchObject({ status: 'paid' });
  await drainJobs(t.app);
  const [placement] = await t.db
    .select()
    .from(orderPlacements)
    .where(eq(orderPlacements.id, entry.id));
  expect(placement!.warningKey).toBe('balance_insufficient');
  const notifications = (
    await call<NotificationList>(t.app, 'GET', '/api/core/list-notification', caller)
  ).body.data!;
  const mails = (await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, email))).filter(
    (mail) => mail.kind.startsWith('notification.'),
  );
  return { notifications, mails };
}

describe('a supplier payment the supplier refuses', () => {
  it('notifies the merchant in the app and by e-mail (the defaults)', async () => {
    const user = await signUp(t.app, 'refused-notify@example.test');
    const { notifications, mails } = await refusedSupplierPayment(user, 40);
    expect(notifications.items).toHaveLength(1);
    expect(notifications.items[0]).toMatchObject({
      type: 'order',
      title_key: 'notifications.orderPaymentFailed',
      params: { order: expect.any(String) },
    });
    expect(mails.map((mail) => mail.kind)).toEqual(['notification.orderPaymentFailed']);
  });

  it('notifies nobody when the merchant turned the kind off', async () => {
    const user = await signUp(t.app, 'refused-quiet@example.test');
    const saved = await call(t.app, 'PUT', '/api/core/notification-settings', {
      token: user.token,
      workplaceId: user.workplaceId,
      body: { preferences: [{ kind: 'orderPaymentFailed', app: false, email: false }] },
    });
    expect(saved.body.message).toBe('SaveSuccess');
    const { notifications, mails } = await refusedSupplierPayment(user, 44);
    expect(notifications.total).toBe(0);
    expect(mails).toEqual([]);
  });
});
