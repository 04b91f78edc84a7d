import { eq, inArray } from 'drizzle-orm';
import { orderListEndpoint } from '@omni/shared/contracts/orders';
import { notifications, orderLogs, orderPlacements, orders, parcelTrackings } from '../schema';
import { useTestApp } from '../../testing/test-app';
import { callEndpoint } from '../../testing/call-endpoint';
import { logIn } from '../../testing/accounts';
import { call } from '../../testing/test-app';
import type { User } from '@omni/shared/contracts';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoMerchant } from './demo-merchant';
import { DEMO_ORDERS } from './demo-orders';
import { refreshDemoDates } from './refresh-demo-dates';

const t = useTestApp();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The demo merchant seeded `daysAgo` days ago, signed in. */
async function demoSeeded(daysAgo: number) {
  const seededAt = new Date(Date.now() - daysAgo * DAY);
  await seedDemoMerchant(t.db, seededAt);
  const token = await logIn(t.app, DEMO_EMAIL, DEMO_PASSWORD);
  const { body } = await call<User>(t.app, 'GET', '/api/auth/account', { token });
  const ids = body.data!.workplaces.map((w) => w.id);
  const demoId = body.data!.workplaces.find((w) => w.name === 'Demo Workplace')!.id;
  return { seededAt, token, ids, caller: { token, workplaceId: demoId } };
}

/** The demo workplace's orders the order center lists with its default date range. */
async function listedByDefault(caller: { token: string; workplaceId: string }) {
  let seen = 0;
  for (const section of ['placement', 'payment', 'shipment', 'cancelled', 'refund'] as const)
    for (const sub_status of section === 'cancelled' ? ['channel', 'source'] : [undefined]) {
      const { body } = await callEndpoint(t.app, orderListEndpoint, caller, {
        query: { order_status: section, ...(sub_status ? { sub_status } : {}) },
      });
      seen += body.data!.orders.length;
    }
  return seen;
}

async function snapshot(ids: string[]) {
  const rows = await t.db
    .select({
      id: orders.id,
      orderedAt: orders.orderedAt,
      createdAt: orders.createdAt,
      updatedAt: orders.updatedAt,
    })
    .from(orders)
    .where(inArray(orders.workplaceId, ids));
  const placements = await t.db
    .select({ orderId: orderPlacements.orderId, createdAt: orderPlacements.createdAt })
    .from(orderPlacements)
    .where(inArray(orderPlacements.workplaceId, ids));
  const parcels = await t.db
    .select({ reference: parcelTrackings.reference, events: parcelTrackings.events })
    .from(parcelTrackings)
    .where(inArray(parcelTrackings.workplaceId, ids));
  const logs = await t.db
    .select({ orderId: orderLogs.orderId, createdAt: orderLogs.createdAt })
    .from(orderLogs)
    .where(inArray(orderLogs.workplaceId, ids));
  const notes = await t.db
    .select({ createdAt: notifications.createdAt })
    .from(notifications)
    .where(inArray(notifications.workplaceId, ids));
  return { rows, placements, parcels, logs, notes };
}

const ms = (date: Date | string | null) => (date === null ? null : new Date(date).getTime());

describe('the demo’s dates on a long-lived database', () => {
  it('move, all by the same amount, back into the order list’s default 7 days while untouched', async () => {
    const { seededAt, ids, caller } = await demoSeeded(10);
    // ten days after the seed, the list's default range holds none of them
    expect(await listedByDefault(caller)).toBe(0);
    const before = await snapshot(ids);

    const now = new Date();
    const result = await refreshDemoDates(t.db, now);
    expect(result).toEqual({ refreshed: true, shiftedMs: now.getTime() - seededAt.getTime() });
    const shift = now.getTime() - seededAt.getTime();

    expect(await listedByDefault(caller)).toBe(DEMO_ORDERS.length);
    const after = await snapshot(ids);
    const moved = (a: Date | string | null) => (a === null ? null : ms(a)! + shift);
    for (const row of before.rows) {
      const now = after.rows.find((r) => r.id === row.id)!;
      expect([ms(now.orderedAt), ms(now.createdAt), ms(now.updatedAt)]).toEqual([
        moved(row.orderedAt),
        moved(row.createdAt),
        moved(row.updatedAt),
      ]);
    }
    expect(after.placements.map((p) => ms(p.createdAt)).sort()).toEqual(
      before.placements.map((p) => moved(p.createdAt)).sort(),
    );
    expect(after.logs.map((l) => ms(l.createdAt)).sort()).toEqual(
      before.logs.map((l) => moved(l.createdAt)).sort(),
    );
    // the seed's notifications move; one written since the seed (at sign-in) stays
    expect(after.notes.map((n) => ms(n.createdAt)).sort()).toEqual(
      before.notes
        .map((n) => (ms(n.createdAt)! <= seededAt.getTime() ? moved(n.createdAt) : ms(n.createdAt)))
        .sort(),
    );
    expect(before.parcels.length).toBeGreaterThan(0);
    for (const parcel of before.parcels) {
      const now = after.parcels.find((p) => p.reference === parcel.reference)!;
      expect(now.events.map((e) => ms(e.time))).toEqual(parcel.events.map((e) => moved(e.time)));
    }
    // nothing is dated in the future
    expect(Math.max(...after.rows.map((r) => ms(r.updatedAt)!))).toBeLessThanOrEqual(now.getTime());

    // run again at once: already as if seeded now
    expect(await refreshDemoDates(t.db, new Date(now.getTime() + 1000))).toEqual({
      refreshed: false,
      reason: 'recent',
    });
  });

  it('stay as they are once the demo’s orders were changed after the seed', async () => {
    const { seededAt, ids, caller } = await demoSeeded(10);
    const [first] = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(inArray(orders.workplaceId, ids))
      .limit(1);
    // the merchant did something with an order a day after the seed
    await t.db
      .update(orders)
      .set({ updatedAt: new Date(seededAt.getTime() + DAY) })
      .where(eq(orders.id, first!.id));
    const before = await snapshot(ids);
    expect(await refreshDemoDates(t.db, new Date())).toEqual({
      refreshed: false,
      reason: 'touched',
    });
    expect(await snapshot(ids)).toEqual(before);
    expect(await listedByDefault(caller)).toBe(0);
  });

  it('leaves a database without the demo merchant alone', async () => {
    expect(await refreshDemoDates(t.db, new Date())).toEqual({
      refreshed: false,
      reason: 'no_demo',
    });
  });
});
