import { count } from 'drizzle-orm';
import {
  channelCustomers,
  exchangeRates,
  notifications,
  orderAddresses,
  orderLineItems,
  orderLogs,
  orderPayments,
  orderPlacements,
  orders,
  parcelTrackings,
  plans,
  storeVariantLinks,
  stores,
  users,
  workplaces,
} from '../schema';
import { useTestApp } from '../../testing/test-app';
import { logIn } from '../../testing/accounts';
import { DEMO_EMAIL, DEMO_PASSWORD } from './demo-merchant';
import { hasNoUsers, seedDatabase } from './seed-database';

const t = useTestApp();

async function sizes() {
  const tables = {
    users,
    workplaces,
    stores,
    orders,
    orderLineItems,
    orderAddresses,
    channelCustomers,
    orderPlacements,
    orderPayments,
    parcelTrackings,
    orderLogs,
    storeVariantLinks,
    notifications,
    plans,
    exchangeRates,
  };
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await t.db.select({ n: count() }).from(table);
    result[name] = Number(row?.n ?? 0);
  }
  return result;
}

describe('seedDatabase', () => {
  it('creates the demo merchant once and can run again without duplicating anything', async () => {
    expect(await hasNoUsers(t.db)).toBe(true);
    expect(await seedDatabase(t.db)).toEqual({ demoCreated: true });
    const first = await sizes();
    expect(first).toMatchObject({
      users: 1,
      workplaces: 2,
      stores: 3,
      orders: 14,
      channelCustomers: 14,
      orderAddresses: 28,
      notifications: 11,
    });
    expect(first.orderLineItems).toBeGreaterThanOrEqual(first.orders!);
    expect(first.exchangeRates).toBeGreaterThanOrEqual(30);
    expect(await seedDatabase(t.db)).toEqual({ demoCreated: false });
    expect(await sizes()).toEqual(first);
    expect(await hasNoUsers(t.db)).toBe(false);
    expect(await logIn(t.app, DEMO_EMAIL, DEMO_PASSWORD)).toBeTruthy();
  });
});
