import { eq, sql } from 'drizzle-orm';
import type { ImportResult, QuotaUsage } from '@omni/shared/contracts';
import { BodyStatus } from '@omni/shared/errors';
import { FEATURE_KEYS, type FeatureKey } from '@omni/shared/plans';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { signUp, type SignedInUser } from '../../testing/accounts';
import { call } from '../../testing/test-app';
import { rowsOf } from '../../db/result-rows';
import { uniqueEmail, useCatalogueTestApp } from '../sourcing/testing/catalogue-test-app';
import { consumeQuota, checkQuota, readQuotas, releaseQuota } from './quota-service';

const t = useCatalogueTestApp();
const DAY = 24 * 60 * 60 * 1000;

/**
 * 50 racing consumptions (or imports, through the API) take 0.6-1.4 s of CPU but 10-35 s of
 * wall time on a 2-core machine at load 20-25: each waits its turn for the usage row's lock, or
 * for PGlite's single connection, and every wake-up waits for a core. The 30 s default failed
 * the imports 2 times in 2 on PGlite there. The outcome is checked in full; only time is allowed.
 */
const RACE_TIMEOUT_MS = 120_000;

const as = (user: SignedInUser) => ({ token: user.token, workplaceId: user.workplaceId });

let planCounter = 0;
/** Puts the user on a fresh hidden plan with these limits. */
async function setLimits(
  user: SignedInUser,
  limits: Partial<Record<FeatureKey, number>>,
  key = `TEST_QUOTA_${++planCounter}`,
) {
  const features = Object.fromEntries(Object.entries(limits).map(([k, limit]) => [k, { limit }]));
  await t.db.execute(sql`
    INSERT INTO plans (key, name, features, is_public)
    VALUES (${key}, ${key}, ${JSON.stringify(features)}::jsonb, false)
    ON CONFLICT (key) DO UPDATE SET features = excluded.features`);
  await t.db.update(users).set({ planKey: key }).where(eq(users.id, user.userId));
}

/** One consumption in a transaction of its own, as a request would make it. */
function consumeAlone(workplaceId: string, feature: FeatureKey, amount = 1, now = t.clock.now()) {
  return t.db.transaction((tx) =>
    consumeQuota(tx as unknown as Database, { workplaceId, feature, amount, now }),
  );
}

async function quotaError(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  expect(appError.bodyStatus).toBe(BodyStatus.QUOTA_EXPIRED);
  return appError.fieldErrors?.[0]?.params;
}

describe('quota service (consumeQuota, checkQuota, releaseQuota, readQuotas)', () => {
  it('counts every feature key up to its limit, then refuses with limit and usage', async () => {
    const user = await signUp(t.app, uniqueEmail('q-keys'));
    await setLimits(user, Object.fromEntries(FEATURE_KEYS.map((k) => [k, 2])));
    for (const feature of FEATURE_KEYS) {
      if (feature === 'EXTRA_AI_PRODUCT_WRITING') continue;
      expect(await consumeAlone(user.workplaceId, feature, 2)).toMatchObject({
        feature,
        limit: 2,
        usage: 2,
        isOutQuota: true,
      });
      expect(await quotaError(consumeAlone(user.workplaceId, feature))).toEqual({
        feature,
        limit: 2,
        usage: 2,
      });
    }
    const { features } = await readQuotas(t.db, { workplaceId: user.workplaceId });
    expect(features.FIND_SIMILAR_PRODUCT).toEqual({
      feature: 'FIND_SIMILAR_PRODUCT',
      limit: 2,
      usage: 2,
      isOutQuota: true,
    });
    expect(features.EXTRA_AI_PRODUCT_WRITING.usage).toBe(0);
  });

  it('a cost larger than what is left is refused whole and counts nothing', async () => {
    const user = await signUp(t.app, uniqueEmail('q-cost'));
    await setLimits(user, { LISTING_PRODUCTS: 5 });
    await consumeAlone(user.workplaceId, 'LISTING_PRODUCTS', 3);
    expect(await quotaError(consumeAlone(user.workplaceId, 'LISTING_PRODUCTS', 3))).toMatchObject({
      limit: 5,
      usage: 3,
    });
    await expect(
      checkQuota(t.db, { workplaceId: user.workplaceId, feature: 'LISTING_PRODUCTS', amount: 2 }),
    ).resolves.toMatchObject({ usage: 3 });
    expect((await consumeAlone(user.workplaceId, 'LISTING_PRODUCTS', 2)).usage).toBe(5);
  });

  it('-1 and -2 are unlimited (still counted), 0 and a missing feature are no access', async () => {
    const user = await signUp(t.app, uniqueEmail('q-unl'));
    await setLimits(user, { ORDER_FULFILLMENT: -1, READY2SALE: -2, ADMIAD_CASHBACK: 0 });
    expect((await consumeAlone(user.workplaceId, 'ORDER_FULFILLMENT', 1000)).usage).toBe(1000);
    expect(await consumeAlone(user.workplaceId, 'READY2SALE', 7)).toMatchObject({
      usage: 7,
      isOutQuota: false,
    });
    expect(await quotaError(consumeAlone(user.workplaceId, 'ADMIAD_CASHBACK'))).toMatchObject({
      limit: 0,
      usage: 0,
    });
    expect(await quotaError(consumeAlone(user.workplaceId, 'BULK_PUBLISH_TO_STORE'))).toMatchObject(
      {
        limit: 0,
      },
    );
  });

  it('resets when the next billing period starts', async () => {
    const user = await signUp(t.app, uniqueEmail('q-reset'));
    await setLimits(user, { ORDER_TRACKING_NUMBERS: 1 });
    const now = t.clock.now();
    await consumeAlone(user.workplaceId, 'ORDER_TRACKING_NUMBERS', 1, now);
    await quotaError(consumeAlone(user.workplaceId, 'ORDER_TRACKING_NUMBERS', 1, now));
    // The period is anchored at sign-up, a moment after the test clock started.
    const later = new Date(now.getTime() + 31 * DAY);
    expect((await consumeAlone(user.workplaceId, 'ORDER_TRACKING_NUMBERS', 1, later)).usage).toBe(
      1,
    );
  });

  it('shares usage across the owner’s workplaces and gives units back on release', async () => {
    const user = await signUp(t.app, uniqueEmail('q-share'));
    await setLimits(user, { BULK_ORDER_FULFILLMENT: 3 });
    const created = await call<{ id: string }>(t.app, 'POST', '/api/core/workplaces', {
      token: user.token,
      body: { name: 'Second shop' },
    });
    const second = created.body.data!.id;
    await consumeAlone(user.workplaceId, 'BULK_ORDER_FULFILLMENT', 2);
    await quotaError(consumeAlone(second, 'BULK_ORDER_FULFILLMENT', 2));
    const released = await t.db.transaction((tx) =>
      releaseQuota(tx as unknown as Database, {
        workplaceId: second,
        feature: 'BULK_ORDER_FULFILLMENT',
        amount: 2,
      }),
    );
    expect(released.usage).toBe(0);
    expect((await consumeAlone(second, 'BULK_ORDER_FULFILLMENT', 3)).usage).toBe(3);
  });

  it('a rolled-back caller transaction counts nothing', async () => {
    const user = await signUp(t.app, uniqueEmail('q-rollback'));
    await setLimits(user, { FIND_SIMILAR_PRODUCT: 1 });
    await expect(
      t.db.transaction(async (tx) => {
        await consumeQuota(tx as unknown as Database, {
          workplaceId: user.workplaceId,
          feature: 'FIND_SIMILAR_PRODUCT',
        });
        throw new Error('the caller failed after counting');
      }),
    ).rejects.toThrow('the caller failed');
    expect((await consumeAlone(user.workplaceId, 'FIND_SIMILAR_PRODUCT')).usage).toBe(1);
  });

  it('AI writing of an A/B user on FREE counts under EXTRA_AI_PRODUCT_WRITING (spec 000 §6)', async () => {
    const user = await signUp(t.app, uniqueEmail('q-ab'));
    await setLimits(user, { AI_PRODUCT_WRITING: 0, EXTRA_AI_PRODUCT_WRITING: 1 }, 'FREE_AB_TEST');
    await t.db.update(users).set({ planKey: 'FREE', isAb: true }).where(eq(users.id, user.userId));
    const [free] = rowsOf<{ features: Record<string, { limit: number }> }>(
      await t.db.execute(sql`SELECT features FROM plans WHERE key = 'FREE'`),
    );
    const extraLimit = free?.features.EXTRA_AI_PRODUCT_WRITING?.limit ?? 0;
    const answer = consumeAlone(user.workplaceId, 'AI_PRODUCT_WRITING');
    if (extraLimit === 0) {
      expect(await quotaError(answer)).toMatchObject({ feature: 'EXTRA_AI_PRODUCT_WRITING' });
    } else {
      expect(await answer).toMatchObject({ feature: 'EXTRA_AI_PRODUCT_WRITING', usage: 1 });
    }
    await t.db.update(users).set({ isAb: false }).where(eq(users.id, user.userId));
    expect(await consumeAlone(user.workplaceId, 'AI_PRODUCT_WRITING')).toMatchObject({
      feature: 'AI_PRODUCT_WRITING',
      usage: 1,
    });
  });

  it(
    '50 concurrent consumptions of the last unit: exactly one is counted',
    async () => {
      const user = await signUp(t.app, uniqueEmail('q-race'));
      await setLimits(user, { ORDER_FULFILLMENT: 50 });
      await consumeAlone(user.workplaceId, 'ORDER_FULFILLMENT', 49);
      const outcomes = await Promise.allSettled(
        Array.from({ length: 50 }, () => consumeAlone(user.workplaceId, 'ORDER_FULFILLMENT')),
      );
      const counted = outcomes.filter((o) => o.status === 'fulfilled').length;
      const refused = outcomes.filter(
        (o) =>
          o.status === 'rejected' &&
          o.reason instanceof AppError &&
          o.reason.bodyStatus === BodyStatus.QUOTA_EXPIRED,
      ).length;
      console.log(`quota race (service): ${counted} counted, ${refused} refused of 50`);
      expect({ counted, refused }).toEqual({ counted: 1, refused: 49 });
      const { features } = await readQuotas(t.db, { workplaceId: user.workplaceId });
      expect(features.ORDER_FULFILLMENT.usage).toBe(50);
    },
    RACE_TIMEOUT_MS,
  );
});

describe('IMPORT_PRODUCT through the quota service', () => {
  it(
    '50 concurrent imports at limit − 1: exactly one succeeds',
    async () => {
      const user = await signUp(t.app, uniqueEmail('q-imports'));
      await setLimits(user, { IMPORT_PRODUCT: 10 });
      await consumeAlone(user.workplaceId, 'IMPORT_PRODUCT', 9);
      const ids = rowsOf<{ id: string }>(
        await t.db.execute(sql`
        SELECT p.id::text AS id FROM sourcing_products p
        WHERE (SELECT count(*) FROM sourcing_product_variants v
               WHERE v.product_id = p.id AND v.stock > 0) BETWEEN 1 AND 100
        ORDER BY p.id LIMIT 50`),
      ).map((row) => row.id);
      expect(ids).toHaveLength(50);
      const answers = await Promise.all(
        ids.map((id) =>
          call<ImportResult>(t.app, 'POST', '/api/center/products/import/omni', {
            ...as(user),
            body: { product_id: id },
          }),
        ),
      );
      const imported = answers.filter((a) => a.body.status === 200);
      const refused = answers.filter((a) => a.body.status === BodyStatus.QUOTA_EXPIRED);
      console.log(
        `quota race (imports): ${imported.length} imported, ${refused.length} refused of 50`,
      );
      expect(imported).toHaveLength(1);
      expect(refused).toHaveLength(49);
      expect(imported[0]!.body.data!.quota).toEqual({ limit: 10, usage: 10 });
      expect(refused[0]!.body.errors?.[0]?.params).toEqual({
        feature: 'IMPORT_PRODUCT',
        limit: 10,
        usage: 10,
      });
      const [count] = rowsOf<{ n: unknown }>(
        await t.db.execute(
          sql`SELECT count(*)::int AS n FROM sourcing_imports WHERE workplace_id = ${user.workplaceId}`,
        ),
      );
      expect(Number(count?.n)).toBe(1);
    },
    RACE_TIMEOUT_MS,
  );
});

describe('POST payments/quota/calc-usage', () => {
  it('reports every feature of the current period', async () => {
    const user = await signUp(t.app, uniqueEmail('q-calc'));
    await setLimits(user, { IMPORT_PRODUCT: 5, LISTING_PRODUCTS: -1 });
    await consumeAlone(user.workplaceId, 'IMPORT_PRODUCT', 2);
    const answer = await call<QuotaUsage>(
      t.app,
      'POST',
      '/api/payments/quota/calc-usage',
      as(user),
    );
    expect(answer.body.status).toBe(200);
    const data = answer.body.data!;
    expect(Object.keys(data.features).sort()).toEqual([...FEATURE_KEYS].sort());
    expect(data.features.IMPORT_PRODUCT).toEqual({ limit: 5, usage: 2, isOutQuota: false });
    expect(data.features.LISTING_PRODUCTS).toEqual({ limit: -1, usage: 0, isOutQuota: false });
    expect(data.features.READY2SALE).toEqual({ limit: 0, usage: 0, isOutQuota: true });
    expect(new Date(data.period_end).getTime() - new Date(data.period_start).getTime()).toBe(
      30 * DAY,
    );
  });

  it('needs a session and the caller’s own workplace', async () => {
    const user = await signUp(t.app, uniqueEmail('q-calc-own'));
    const other = await signUp(t.app, uniqueEmail('q-calc-other'));
    const anonymous = await call(t.app, 'POST', '/api/payments/quota/calc-usage');
    expect(anonymous.body.status).toBe(BodyStatus.UNAUTHORIZED);
    const foreign = await call(t.app, 'POST', '/api/payments/quota/calc-usage', {
      token: user.token,
      workplaceId: other.workplaceId,
    });
    expect(foreign.http).toBe(403);
    const bad = await call(t.app, 'POST', '/api/payments/quota/calc-usage', {
      token: user.token,
      workplaceId: 'not-a-uuid',
    });
    expect(bad.http).toBe(403);
  });
});
