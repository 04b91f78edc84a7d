import type { MarkReadData, NotificationList } from '@omni/shared/contracts';
import { demoMerchant } from '../../testing/demo';
import { call, useTestApp } from '../../testing/test-app';

const t = useTestApp();

describe('notifications', () => {
  it('lists newest first with paging, type filter and unread counts by type', async () => {
    const demo = await demoMerchant(t.app, t.db);
    const opts = { token: demo.token, workplaceId: demo.demoWorkplaceId };
    const page1 = await call<NotificationList>(
      t.app,
      'GET',
      '/api/core/list-notification?page=1&page_size=4',
      opts,
    );
    const data = page1.body.data!;
    expect(data.total).toBe(10);
    expect(data.items).toHaveLength(4);
    expect(data.unread).toEqual({ total: 6, product: 2, supplier: 1, order: 2 });
    const times = data.items.map((i) => Date.parse(i.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(data.items[0]).toMatchObject({
      type: 'order',
      title_key: 'notifications.orderShipped',
      is_read: false,
    });

    const page3 = await call<NotificationList>(
      t.app,
      'GET',
      '/api/core/list-notification?page=3&page_size=4',
      opts,
    );
    expect(page3.body.data!.items).toHaveLength(2);

    const suppliers = await call<NotificationList>(
      t.app,
      'GET',
      '/api/core/list-notification?type=supplier',
      opts,
    );
    expect(suppliers.body.data!.total).toBe(2);
    expect(suppliers.body.data!.items.every((i) => i.type === 'supplier')).toBe(true);

    const bad = await call(
      t.app,
      'GET',
      '/api/core/list-notification?type=spam&page_size=500',
      opts,
    );
    expect(bad.body.errors?.map((e) => e.field).sort()).toEqual(['page_size', 'type']);
  });

  it('marks chosen notifications read, then all', async () => {
    const demo = await demoMerchant(t.app, t.db);
    const opts = { token: demo.token, workplaceId: demo.demoWorkplaceId };
    const list = await call<NotificationList>(
      t.app,
      'GET',
      '/api/core/list-notification?type=order',
      opts,
    );
    const unreadOrders = list.body.data!.items.filter((i) => !i.is_read).map((i) => i.id);
    const markRead = async (body: object) =>
      (
        await call<MarkReadData>(t.app, 'POST', '/api/core/notifications/mark-read', {
          ...opts,
          body,
        })
      ).body.data;
    expect(await markRead({ ids: unreadOrders })).toEqual({
      updated: 2,
      unread: { total: 4, product: 2, supplier: 1, order: 0 },
    });
    expect(await markRead({ all: true })).toEqual({
      updated: 4,
      unread: { total: 0, product: 0, supplier: 0, order: 0 },
    });
    // The other workplace's notifications are untouched.
    const second = await call<NotificationList>(t.app, 'GET', '/api/core/list-notification', {
      token: demo.token,
      workplaceId: demo.secondWorkplaceId,
    });
    expect(second.body.data!.unread.total).toBe(1);
  });

  it('needs ids or all', async () => {
    const demo = await demoMerchant(t.app, t.db);
    const empty = await call(t.app, 'POST', '/api/core/notifications/mark-read', {
      token: demo.token,
      workplaceId: demo.demoWorkplaceId,
      body: {},
    });
    expect(empty.body).toMatchObject({
      status: 201,
      errors: [{ field: 'ids', message: 'FieldRequired' }],
    });
  });
});
