import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { QuotaPurchase, SkipRecharge } from '@omni/shared/contracts/billing';
import { BodyStatus } from '@omni/shared/errors';
import type { Database } from '../../db/database';
import { wallets, walletEntries } from '../../db/schema';
import { signUp, type SignedInUser } from '../../testing/accounts';
import { setPlanLimits } from '../../testing/plan-limits';
import { call, useTestApp } from '../../testing/test-app';
import { fundWallet } from '../../testing/wallets';
import { insertStore } from '../orders/placement/placement-test-kit';
import { consumeQuota, readQuotas } from './quota-service';

const t = useTestApp();

const fund = (workplaceId: string, amount: number) => fundWallet(t.db, workplaceId, amount);

const balanceOf = async (workplaceId: string) => {
  const [row] = await t.db.select().from(wallets).where(eq(wallets.workplaceId, workplaceId));
  return (row?.balanceTopup ?? 0) + (row?.balanceBonus ?? 0);
};

const payments = async (workplaceId: string) => {
  const [wallet] = await t.db.select().from(wallets).where(eq(wallets.workplaceId, workplaceId));
  if (!wallet) return 0;
  return (await t.db.select().from(walletEntries).where(eq(walletEntries.walletId, wallet.id)))
    .length;
};

const charge = (
  user: SignedInUser,
  path: 'charge-extra' | 'charge-ready2sale',
  body: unknown,
  headers: Record<string, string> = {},
) =>
  call<QuotaPurchase>(t.app, 'POST', `/api/payments/${path}`, {
    token: user.token,
    workplaceId: user.workplaceId,
    body,
    headers,
  });

const limits = async (workplaceId: string) =>
  (await readQuotas(t.db, { workplaceId, now: t.clock.now() })).features;

describe('charge-extra and charge-ready2sale (ADR 027)', () => {
  it('buys packs of a feature for the period from the wallet, once per request id', async () => {
    const user = await signUp(t.app, 'extra@example.test');
    await fund(user.workplaceId, 2_000);
    const body = { feature: 'IMPORT_PRODUCT', packs: 2, request_id: randomUUID() };
    const bought = await charge(user, 'charge-extra', body);
    expect(bought.http).toBe(200);
    expect(bought.body.data).toMatchObject({
      status: 'paid',
      feature: 'IMPORT_PRODUCT',
      units: 200,
      amount: 1_000,
      currency: 'USD',
      store_id: null,
      quota: { limit: 250, usage: 0 },
      total_balance: 1_000,
    });
    expect((await limits(user.workplaceId)).IMPORT_PRODUCT).toMatchObject({ limit: 250 });
    // the units are there to use: 250 fit, the 251st does not
    await t.db.transaction((tx) =>
      consumeQuota(tx as unknown as Database, {
        workplaceId: user.workplaceId,
        feature: 'IMPORT_PRODUCT',
        amount: 250,
        now: t.clock.now(),
      }),
    );
    await expect(
      t.db.transaction((tx) =>
        consumeQuota(tx as unknown as Database, {
          workplaceId: user.workplaceId,
          feature: 'IMPORT_PRODUCT',
          now: t.clock.now(),
        }),
      ),
    ).rejects.toMatchObject({
      bodyStatus: BodyStatus.QUOTA_EXPIRED,
      fieldErrors: [{ params: { feature: 'IMPORT_PRODUCT', limit: 250, usage: 250 } }],
    });

    // the same purchase again (10 at once): the first answer, one payment
    const again = await Promise.all(
      Array.from({ length: 10 }, () => charge(user, 'charge-extra', body)),
    );
    const replies = new Set(again.map((r) => JSON.stringify(r.body.data)));
    console.log(
      `charge-extra, same request id 10× at once: ${replies.size} distinct reply, ${(await payments(user.workplaceId)) - 1} payment entry`,
    );
    expect(replies.size).toBe(1);
    expect(again[0]!.body.data!.id).toBe(bought.body.data!.id);
    expect(await balanceOf(user.workplaceId)).toBe(1_000);
    expect(await payments(user.workplaceId)).toBe(2); // the funding and one payment
    // the same id for another purchase is refused
    const reused = await charge(user, 'charge-extra', { ...body, packs: 3 });
    expect(reused.body.status).toBe(BodyStatus.UNPROCESSABLE_ENTITY);
  });

  it('a short wallet declines and adds nothing; the add-on gives Ready2Sale to a plan without it', async () => {
    const user = await signUp(t.app, 'extra-short@example.test');
    await fund(user.workplaceId, 500);
    const short = await charge(user, 'charge-ready2sale', { packs: 1, request_id: randomUUID() });
    expect(short.body.data).toMatchObject({
      status: 'declined',
      feature: 'READY2SALE',
      units: 0,
      amount: 990,
      quota: { limit: 0, usage: 0 },
      total_balance: 500,
    });
    expect((await limits(user.workplaceId)).READY2SALE).toMatchObject({ limit: 0 });
    await fund(user.workplaceId, 1_000);
    const paid = await charge(user, 'charge-ready2sale', { packs: 1, request_id: randomUUID() });
    expect(paid.body.data).toMatchObject({ status: 'paid', units: 10, quota: { limit: 10 } });
    expect((await limits(user.workplaceId)).READY2SALE).toEqual({
      feature: 'READY2SALE',
      limit: 10,
      usage: 0,
      isOutQuota: false,
    });
    expect(await balanceOf(user.workplaceId)).toBe(510);
  });

  it('refuses extra units of an unlimited feature or one the plan leaves out, charging nothing', async () => {
    const user = await signUp(t.app, 'extra-rules@example.test');
    await setPlanLimits(t.db, user.userId, {
      IMPORT_PRODUCT: -1,
      LISTING_PRODUCTS: 0,
      READY2SALE: -2,
    });
    await fund(user.workplaceId, 5_000);
    const cases: [string, unknown, string][] = [
      ['charge-extra', { feature: 'IMPORT_PRODUCT', packs: 1 }, 'unlimited'],
      ['charge-extra', { feature: 'LISTING_PRODUCTS', packs: 1 }, 'not_in_plan'],
      ['charge-ready2sale', { packs: 1 }, 'unlimited'],
    ];
    for (const [path, body, rule] of cases) {
      const answer = await charge(user, path as 'charge-extra', {
        ...(body as object),
        request_id: randomUUID(),
      });
      expect(answer.http).toBe(400);
      expect(answer.body.errors![0]).toMatchObject({ field: 'feature', params: { rule } });
    }
    expect(await balanceOf(user.workplaceId)).toBe(5_000);
  });

  it('10 purchases at once on a balance for 4: exactly 4 paid, the balance never below 0', async () => {
    const user = await signUp(t.app, 'extra-race@example.test');
    await fund(user.workplaceId, 2_000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        charge(user, 'charge-extra', {
          feature: 'LISTING_PRODUCTS',
          packs: 1,
          request_id: randomUUID(),
        }),
      ),
    );
    const paid = answers.filter((a) => a.body.data?.status === 'paid').length;
    const declined = answers.filter((a) => a.body.data?.status === 'declined').length;
    console.log(`charge-extra race: ${paid} paid, ${declined} declined of 10 (balance for 4)`);
    expect({ paid, declined }).toEqual({ paid: 4, declined: 6 });
    expect(await balanceOf(user.workplaceId)).toBe(0);
    expect((await limits(user.workplaceId)).LISTING_PRODUCTS.limit).toBe(20 + 4 * 50);
  });

  it('the optional store-id header names a store of the workplace; bad input and tenancy are refused', async () => {
    const user = await signUp(t.app, 'extra-input@example.test');
    const other = await signUp(t.app, 'extra-other@example.test');
    const store = await insertStore(t.db, user.workplaceId);
    const theirs = await insertStore(t.db, other.workplaceId);
    await fund(user.workplaceId, 5_000);
    const ok = { feature: 'ORDER_FULFILLMENT', packs: 1, request_id: randomUUID() };
    const withStore = await charge(user, 'charge-extra', ok, { 'store-id': store.id });
    expect(withStore.body.data).toMatchObject({ status: 'paid', store_id: store.id });

    const foreignStore = await charge(
      user,
      'charge-extra',
      { ...ok, request_id: randomUUID() },
      { 'store-id': theirs.id },
    );
    expect(foreignStore.http).toBe(404);
    const badStore = await charge(
      user,
      'charge-ready2sale',
      { packs: 1, request_id: randomUUID() },
      { 'store-id': 'not-a-uuid' },
    );
    expect(badStore.http).toBe(400);
    const bad: unknown[] = [
      { feature: 'BULK_PUBLISH_TO_STORE', packs: 1, request_id: randomUUID() },
      { feature: 'READY2SALE', packs: 1, request_id: randomUUID() },
      { feature: 'IMPORT_PRODUCT', packs: 0, request_id: randomUUID() },
      { feature: 'IMPORT_PRODUCT', packs: 21, request_id: randomUUID() },
      { feature: 'IMPORT_PRODUCT', packs: 1 },
      { feature: 'IMPORT_PRODUCT', packs: 1, request_id: 'x' },
    ];
    for (const body of bad) expect((await charge(user, 'charge-extra', body)).http).toBe(400);
    expect(
      (await charge(user, 'charge-ready2sale', { packs: 1.5, request_id: randomUUID() })).http,
    ).toBe(400);

    // another merchant's workplace header is refused, and anonymous calls too
    const foreign = await call(t.app, 'POST', '/api/payments/charge-extra', {
      token: other.token,
      workplaceId: user.workplaceId,
      body: { ...ok, request_id: randomUUID() },
    });
    expect(foreign.http).toBe(403);
    const anonymous = await call(t.app, 'POST', '/api/payments/charge-ready2sale', {
      body: { packs: 1, request_id: randomUUID() },
    });
    expect(anonymous.http).toBe(401);
    expect(await balanceOf(user.workplaceId)).toBe(5_000 - 500);
  });
});

describe('skip-recharge (ADR 027)', () => {
  it('marks the next automatic recharge skipped and undoes it; tenancy and bad input refused', async () => {
    const user = await signUp(t.app, 'skip@example.test');
    const other = await signUp(t.app, 'skip-other@example.test');
    const skip = (body: unknown, as = user) =>
      call<SkipRecharge>(t.app, 'POST', '/api/payments/skip-recharge', {
        token: as.token,
        workplaceId: user.workplaceId,
        body,
      });
    expect((await skip({})).body.data).toEqual({ skip_next_recharge: true });
    expect((await skip({ skip: false })).body.data).toEqual({ skip_next_recharge: false });
    expect((await skip({ skip: 'yes' })).http).toBe(400);
    expect((await skip({ skip: true }, other)).http).toBe(403);
    const [wallet] = await t.db
      .select()
      .from(wallets)
      .where(eq(wallets.workplaceId, user.workplaceId));
    expect(wallet!.skipNextRecharge).toBe(false);
  });
});
