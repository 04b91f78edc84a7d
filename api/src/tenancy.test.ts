import { eq } from 'drizzle-orm';
import type { NotificationList, StoreList, Workplace } from '@omni/shared/contracts';
import { notifications, stores, workplaces } from './db/schema';
import { signUp } from './testing/accounts';
import { demoMerchant } from './testing/demo';
import { call, useTestApp } from './testing/test-app';

// A second merchant must neither read nor change anything of the first one's workplaces.
const t = useTestApp();

async function setup() {
  const owner = await demoMerchant(t.app, t.db);
  const stranger = await signUp(t.app, 'stranger@example.test');
  const foreign = { token: stranger.token, workplaceId: owner.demoWorkplaceId };
  return { owner, stranger, foreign };
}

const WORKPLACE_SCOPED_READS = [
  '/api/stores/list-store',
  '/api/core/list-notification',
  '/api/auth/account/statistic',
  '/api/center/products/count',
  '/api/orders/v5/count-order-status',
];

describe('tenancy', () => {
  it.each(WORKPLACE_SCOPED_READS)(
    'GET %s with a foreign workplace-id is FORBIDDEN',
    async (url) => {
      const { foreign } = await setup();
      const answer = await call(t.app, 'GET', url, foreign);
      expect(answer.http).toBe(403);
      expect(answer.body).toEqual({ status: 103, message: 'Forbidden', data: null });
    },
  );

  it('an unknown or malformed workplace-id is FORBIDDEN too', async () => {
    const { stranger } = await setup();
    for (const workplaceId of [
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
      "1' or '1'='1",
    ]) {
      const answer = await call(t.app, 'GET', '/api/stores/list-store', {
        token: stranger.token,
        workplaceId,
      });
      expect(answer.body.status).toBe(103);
    }
  });

  it('a foreign store-id (without workplace-id) is FORBIDDEN; an own one selects its workplace', async () => {
    const { owner, stranger } = await setup();
    const ownerStores = await call<StoreList>(t.app, 'GET', '/api/stores/list-store', {
      token: owner.token,
      workplaceId: owner.secondWorkplaceId,
    });
    const outdoorId = ownerStores.body.data!.stores[0]!.id;
    const foreign = await call(t.app, 'GET', '/api/stores/list-store', {
      token: stranger.token,
      headers: { 'store-id': outdoorId },
    });
    expect(foreign.http).toBe(403);
    const own = await call<StoreList>(t.app, 'GET', '/api/stores/list-store', {
      token: owner.token,
      headers: { 'store-id': outdoorId },
    });
    expect(own.body.data!.stores.map((s) => s.workplace_id)).toEqual([owner.secondWorkplaceId]);
  });

  it('the stranger sees only their own workplace and stores', async () => {
    const { owner, stranger } = await setup();
    const list = await call<Workplace[]>(t.app, 'GET', '/api/core/workplaces', {
      token: stranger.token,
    });
    expect(list.body.data?.map((w) => w.id)).toEqual([stranger.workplaceId]);
    expect(list.body.data?.map((w) => w.id)).not.toContain(owner.demoWorkplaceId);
    const ownStores = await call<StoreList>(t.app, 'GET', '/api/stores/list-store', {
      token: stranger.token,
    });
    expect(ownStores.body.data?.stores).toEqual([]);
    const ownNotifications = await call<NotificationList>(
      t.app,
      'GET',
      '/api/core/list-notification',
      { token: stranger.token },
    );
    expect(ownNotifications.body.data?.total).toBe(0);
  });

  it('cannot rename a foreign workplace nor change its settings', async () => {
    const { owner, stranger, foreign } = await setup();
    const rename = await call(t.app, 'PUT', `/api/core/workplaces/${owner.demoWorkplaceId}`, {
      token: stranger.token,
      body: { name: 'Taken over' },
    });
    expect(rename.http).toBe(403);
    const settings = await call(t.app, 'POST', '/api/core/workplaces/settings', {
      ...foreign,
      body: { settings: { display_currency: 'JPY' } },
    });
    expect(settings.http).toBe(403);
    const [row] = await t.db
      .select()
      .from(workplaces)
      .where(eq(workplaces.id, owner.demoWorkplaceId));
    expect(row?.name).toBe('Demo Workplace');
    const ownerView = await call<Workplace[]>(t.app, 'GET', '/api/core/workplaces', {
      token: owner.token,
    });
    expect(ownerView.body.data?.find((w) => w.id === owner.demoWorkplaceId)?.currency).toBe('USD');
  });

  it('cannot change the default store of a foreign workplace, even through its own header', async () => {
    const { owner, stranger, foreign } = await setup();
    const ownerStores = await call<StoreList>(t.app, 'GET', '/api/stores/list-store', {
      token: owner.token,
      workplaceId: owner.demoWorkplaceId,
    });
    const woo = ownerStores.body.data!.stores.find((s) => s.platform === 'woocommerce')!;
    const viaForeignHeader = await call(t.app, 'POST', '/api/core/stores/update-default-store', {
      ...foreign,
      body: { store_id: woo.id },
    });
    expect(viaForeignHeader.http).toBe(403);
    const viaOwnHeader = await call(t.app, 'POST', '/api/core/stores/update-default-store', {
      token: stranger.token,
      workplaceId: stranger.workplaceId,
      body: { store_id: woo.id },
    });
    expect(viaOwnHeader.http).toBe(404);
    const [row] = await t.db.select().from(stores).where(eq(stores.id, woo.id));
    expect(row?.isDefault).toBe(false);
  });

  it('cannot mark foreign notifications read, by header or by id', async () => {
    const { owner, stranger, foreign } = await setup();
    const ownerList = await call<NotificationList>(t.app, 'GET', '/api/core/list-notification', {
      token: owner.token,
      workplaceId: owner.demoWorkplaceId,
    });
    const ids = ownerList.body.data!.items.map((i) => i.id);
    const viaForeignHeader = await call(t.app, 'POST', '/api/core/notifications/mark-read', {
      ...foreign,
      body: { all: true },
    });
    expect(viaForeignHeader.http).toBe(403);
    const viaOwnHeader = await call<{ updated: number }>(
      t.app,
      'POST',
      '/api/core/notifications/mark-read',
      {
        token: stranger.token,
        workplaceId: stranger.workplaceId,
        body: { ids },
      },
    );
    expect(viaOwnHeader.body.data?.updated).toBe(0);
    const unread = await t.db.select().from(notifications).where(eq(notifications.isRead, false));
    expect(unread.length).toBe(7);
  });

  it('deleting the stranger leaves the owner untouched', async () => {
    const { owner, stranger } = await setup();
    await call(t.app, 'DELETE', '/api/auth/account/delete', { token: stranger.token });
    const still = await call<StoreList>(t.app, 'GET', '/api/stores/list-store', {
      token: owner.token,
      workplaceId: owner.demoWorkplaceId,
    });
    expect(still.body.data?.stores).toHaveLength(2);
  });
});
