import { and, eq } from 'drizzle-orm';
import type { NotificationList, OutboxList } from '@omni/shared/contracts';
import type { NotificationSettings } from '@omni/shared/contracts/notification-settings';
import { outboxEmails } from '../../db/schema';
import { signUp } from '../../testing/accounts';
import { call, useTestApp } from '../../testing/test-app';
import { notify } from './notify';

const t = useTestApp();

const settingsOf = async (caller: { token: string; workplaceId: string }) =>
  (await call<NotificationSettings>(t.app, 'GET', '/api/core/notification-settings', caller)).body;
const save = (caller: { token: string; workplaceId: string }, body: unknown) =>
  call<NotificationSettings>(t.app, 'PUT', '/api/core/notification-settings', {
    ...caller,
    body,
  });
const notificationMails = async (to: string) =>
  (
    await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, to)))
  ).filter((mail) => mail.kind.startsWith('notification.'));

describe('notification settings', () => {
  it('starts from the defaults, saves the kinds sent and keeps the others, per workplace', async () => {
    const merchant = await signUp(t.app, 'notify-settings@example.test');
    const other = await signUp(t.app, 'notify-other@example.test');
    const caller = { token: merchant.token, workplaceId: merchant.workplaceId };
    const before = (await settingsOf(caller)).data!.preferences;
    expect(before.map((p) => p.kind)).toEqual([
      'orderShipped',
      'orderDelivered',
      'orderPaymentFailed',
      'refundAccepted',
      'refundRejected',
      'productPriceChanged',
      'productOutOfStock',
      'supplierShippingChanged',
      'supplierUnavailable',
    ]);
    expect(before.find((p) => p.kind === 'orderPaymentFailed')).toEqual({
      kind: 'orderPaymentFailed',
      app: true,
      email: true,
    });
    expect(before.find((p) => p.kind === 'orderShipped')).toMatchObject({
      app: true,
      email: false,
    });

    const saved = await save(caller, {
      preferences: [
        { kind: 'orderShipped', app: false, email: true },
        { kind: 'supplierUnavailable', app: true, email: false },
      ],
    });
    expect(saved.body.message).toBe('SaveSuccess');
    const after = saved.body.data!.preferences;
    expect(after.find((p) => p.kind === 'orderShipped')).toMatchObject({ app: false, email: true });
    expect(after.find((p) => p.kind === 'supplierUnavailable')).toMatchObject({ email: false });
    expect(after.find((p) => p.kind === 'orderPaymentFailed')).toMatchObject({ email: true });
    expect((await settingsOf(caller)).data!.preferences).toEqual(after);
    // saved again: updated in place
    await save(caller, { preferences: [{ kind: 'orderShipped', app: true, email: true }] });
    expect(
      (await settingsOf(caller)).data!.preferences.find((p) => p.kind === 'orderShipped'),
    ).toMatchObject({ app: true, email: true });

    // the other merchant's workplace still has the defaults
    const theirs = await settingsOf({ token: other.token, workplaceId: other.workplaceId });
    expect(theirs.data!.preferences).toEqual(before);
    // and a workplace that is not yours is refused
    const foreign = await call(t.app, 'GET', '/api/core/notification-settings', {
      token: other.token,
      workplaceId: merchant.workplaceId,
    });
    expect(foreign.body.data).toBeNull();
  });

  it('refuses unknown kinds, missing switches, an empty list and a kind sent twice', async () => {
    const merchant = await signUp(t.app, 'notify-invalid@example.test');
    const caller = { token: merchant.token, workplaceId: merchant.workplaceId };
    const unknown = await save(caller, {
      preferences: [{ kind: 'spam', app: true, email: true }],
    });
    expect(unknown.body.message).toBe('ValidationFailed');
    expect(unknown.body.errors?.length).toBeGreaterThan(0);
    const missing = await save(caller, { preferences: [{ kind: 'orderShipped', app: true }] });
    expect(missing.body.message).toBe('ValidationFailed');
    const empty = await save(caller, { preferences: [] });
    expect(empty.body.message).toBe('ValidationFailed');
    const twice = await save(caller, {
      preferences: [
        { kind: 'orderShipped', app: true, email: true },
        { kind: 'orderShipped', app: false, email: false },
      ],
    });
    expect(twice.body).toMatchObject({
      message: 'ValidationFailed',
      errors: [{ field: 'preferences', message: 'FieldInvalid' }],
    });
    // nothing was saved by the refused requests
    const now = (await settingsOf(caller)).data!.preferences;
    expect(now.find((p) => p.kind === 'orderShipped')).toMatchObject({ app: true, email: false });
  });

  it('notify obeys the preferences: a disabled kind adds no notification and sends no mail', async () => {
    const merchant = await signUp(t.app, 'notify-obeyed@example.test');
    const caller = { token: merchant.token, workplaceId: merchant.workplaceId };
    const list = async () =>
      (await call<NotificationList>(t.app, 'GET', '/api/core/list-notification', caller)).body
        .data!;
    const event = { kind: 'orderPaymentFailed' as const, params: { order: '#1042' } };

    // defaults: in the app and by e-mail
    expect(await notify(t.app.ctx, merchant.workplaceId, event)).toEqual({
      app: true,
      email: true,
    });
    const first = await list();
    expect(first.items).toHaveLength(1);
    expect(first.items[0]).toMatchObject({
      type: 'order',
      title_key: 'notifications.orderPaymentFailed',
      params: { order: '#1042' },
      is_read: false,
    });
    expect(first.unread).toEqual({ total: 1, product: 0, supplier: 0, order: 1 });
    const mails = await notificationMails(merchant.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'notification.orderPaymentFailed',
      subject: 'News about your orders',
    });
    expect(mails[0]!.text).toContain('/app/notifications');
    const outbox = await call<OutboxList>(
      t.app,
      'GET',
      `/api/dev/outbox?to=${encodeURIComponent(merchant.email)}`,
    );
    expect(outbox.body.data!.messages[0]!.subject).toBe('News about your orders');

    // both off: nothing at all
    await save(caller, { preferences: [{ kind: 'orderPaymentFailed', app: false, email: false }] });
    expect(await notify(t.app.ctx, merchant.workplaceId, event)).toEqual({
      app: false,
      email: false,
    });
    expect((await list()).total).toBe(1);
    expect(await notificationMails(merchant.email)).toHaveLength(1);

    // e-mail only; another kind keeps its own default (in the app, no e-mail)
    await save(caller, { preferences: [{ kind: 'orderPaymentFailed', app: false, email: true }] });
    await notify(t.app.ctx, merchant.workplaceId, event);
    await notify(t.app.ctx, merchant.workplaceId, {
      kind: 'productPriceChanged',
      params: { product: 'Mug', old_price: 1, new_price: 2, currency: 'USD' },
    });
    const last = await list();
    expect(last.items.map((i) => i.title_key)).toEqual([
      'notifications.productPriceChanged',
      'notifications.orderPaymentFailed',
    ]);
    expect(await notificationMails(merchant.email)).toHaveLength(2);
  });
});
