import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { signUp } from '../../testing/accounts';
import { useTestApp } from '../../testing/test-app';
import { rowsOf } from '../../db/result-rows';
import { creditWallet, debitWallet, refundPayment } from './ledger';

/*
 * The money tests of issue 12: each prints its counts. They run on PGlite and on PostgreSQL
 * (DB_DRIVER=postgres), where the concurrent calls really race over the connection pool.
 */

const t = useTestApp();
const USD = 'USD';

/**
 * 50 transactions at once take ~0.6 s of CPU but 10-26 s of wall time on a 2-core machine at
 * load 20-25 (each one waits its turn for the wallet lock, or for PGlite's single connection,
 * and every wake-up waits for a core). The result is checked in full; only the time is allowed.
 */
const RACE_TIMEOUT_MS = 120_000;

function inTx<T>(work: (tx: Database) => Promise<T>): Promise<T> {
  return t.db.transaction((tx) => work(tx as unknown as Database));
}

async function newWorkplace(prefix: string): Promise<string> {
  return (await signUp(t.app, `${prefix}-${Math.random().toString(36).slice(2)}@example.test`))
    .workplaceId;
}

/** Balances as stored and as the sum of the entries, per wallet. */
async function audit() {
  return rowsOf<{
    workplace_id: string;
    topup: string;
    bonus: string;
    sum_topup: string;
    sum_bonus: string;
    entries: string;
  }>(
    await t.db.execute(sql`
      SELECT w.workplace_id, w.balance_topup AS topup, w.balance_bonus AS bonus,
        coalesce(sum(e.topup_amount), 0) AS sum_topup, coalesce(sum(e.bonus_amount), 0) AS sum_bonus,
        count(e.seq) AS entries
      FROM wallets w LEFT JOIN wallet_entries e ON e.wallet_id = w.id
      GROUP BY w.id`),
  ).map((r) => ({
    workplaceId: r.workplace_id,
    topup: Number(r.topup),
    bonus: Number(r.bonus),
    sumTopup: Number(r.sum_topup),
    sumBonus: Number(r.sum_bonus),
    entries: Number(r.entries),
  }));
}

/** A wallet topped up with `balance`, then ten debits of `amount` under one key, all at once. */
async function sameKeyTenTimes(prefix: string, balance: number, amount: number, key: string) {
  const workplaceId = await newWorkplace(prefix);
  await inTx((tx) =>
    creditWallet(tx, { workplaceId, currency: USD, kind: 'topup', amount: balance, key: 'seed' }),
  );
  const replies = await Promise.all(
    Array.from({ length: 10 }, () =>
      inTx((tx) => debitWallet(tx, { workplaceId, currency: USD, amount, key })),
    ),
  );
  return { workplaceId, replies };
}

describe('wallet ledger', () => {
  it(
    '50 concurrent debits of 10 on a balance of 100: exactly 10 succeed, the balance ends at 0',
    async () => {
      const workplaceId = await newWorkplace('race');
      await inTx((tx) =>
        creditWallet(tx, { workplaceId, currency: USD, kind: 'topup', amount: 100, key: 'seed' }),
      );
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          inTx((tx) =>
            debitWallet(tx, { workplaceId, currency: USD, amount: 10, key: `pay-${i}` }),
          ),
        ),
      );
      const paid = answers.filter((a) => a.status === 'paid');
      const declined = answers.filter((a) => a.status === 'declined');
      const balancesSeen = paid.map((a) => a.balances.total_balance);
      console.log(
        `debit race: ${paid.length} paid, ${declined.length} declined of 50; lowest balance seen ${Math.min(...balancesSeen)}`,
      );
      expect(paid).toHaveLength(10);
      expect(declined).toHaveLength(40);
      expect(Math.min(...balancesSeen)).toBe(0);
      expect(balancesSeen.sort((a, b) => a - b)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
      const [wallet] = (await audit()).filter((w) => w.workplaceId === workplaceId);
      expect(wallet).toMatchObject({ topup: 0, bonus: 0, sumTopup: 0, entries: 11 });
    },
    RACE_TIMEOUT_MS,
  );

  it('the same idempotency key 10× at once: one entry, identical replies', async () => {
    const { workplaceId, replies } = await sameKeyTenTimes('idem', 500, 120, 'order-42');
    const distinct = new Set(replies.map((r) => JSON.stringify(r)));
    const [wallet] = (await audit()).filter((w) => w.workplaceId === workplaceId);
    console.log(
      `same key 10×: ${distinct.size} distinct reply, ${wallet!.entries - 1} payment entry, balance ${wallet!.topup}`,
    );
    expect(distinct.size).toBe(1);
    expect(replies[0]).toMatchObject({ status: 'paid', balances: { total_balance: 380 } });
    expect(wallet).toMatchObject({ entries: 2, topup: 380 });
    // A refusal is replayed too, even after the balance would allow it; a reused key is refused.
    const short = await inTx((tx) =>
      debitWallet(tx, { workplaceId, currency: USD, amount: 1000, key: 'order-43' }),
    );
    expect(short.status).toBe('declined');
    await inTx((tx) =>
      creditWallet(tx, { workplaceId, currency: USD, kind: 'topup', amount: 1000, key: 'more' }),
    );
    expect(
      await inTx((tx) =>
        debitWallet(tx, { workplaceId, currency: USD, amount: 1000, key: 'order-43' }),
      ),
    ).toEqual(short);
    await expect(
      inTx((tx) => debitWallet(tx, { workplaceId, currency: USD, amount: 5, key: 'order-42' })),
    ).rejects.toBeInstanceOf(AppError);
  });

  it('the same key 10× at once on a short balance: one decline kept, ten equal refusals', async () => {
    const { workplaceId, replies } = await sameKeyTenTimes('idem-short', 50, 80, 'order-7');
    const kept = rowsOf<{ n: unknown }>(
      await t.db.execute(sql`
        SELECT count(*) AS n FROM wallet_declines d JOIN wallets w ON w.id = d.wallet_id
        WHERE w.workplace_id = ${workplaceId} AND d.idempotency_key = 'order-7'`),
    );
    console.log(
      `same key 10× on a short balance: ${replies.filter((r) => r.status === 'declined').length} declined, ${Number(kept[0]?.n)} kept`,
    );
    for (const reply of replies)
      expect(reply).toEqual({
        status: 'declined',
        reason: 'insufficient_funds',
        amount: 80,
        currency: USD,
        balances: { balance_topup: 50, balance_bonus: 0, total_balance: 50 },
      });
    expect(Number(kept[0]?.n)).toBe(1);
  });

  it('spends the bonus first and refunds to the parts a payment took, never more', async () => {
    const workplaceId = await newWorkplace('refund');
    const at = { workplaceId, currency: USD };
    await inTx((tx) => creditWallet(tx, { ...at, kind: 'topup', amount: 1000, key: 't1' }));
    await inTx((tx) => creditWallet(tx, { ...at, kind: 'bonus', amount: 50, key: 'b1' }));
    const paid = await inTx((tx) => debitWallet(tx, { ...at, amount: 300, key: 'p1' }));
    expect(paid).toMatchObject({
      status: 'paid',
      entry: { kind: 'payment', amount: -300, bonus_amount: -50, topup_amount: -250 },
      balances: { balance_topup: 750, balance_bonus: 0, total_balance: 750 },
    });
    const first = await inTx((tx) =>
      refundPayment(tx, { ...at, paymentKey: 'p1', amount: 260, key: 'r1' }),
    );
    expect(first).toMatchObject({ topup_amount: 250, bonus_amount: 10, balance_after: 1010 });
    await expect(
      inTx((tx) => refundPayment(tx, { ...at, paymentKey: 'p1', amount: 41, key: 'r2' })),
    ).rejects.toBeInstanceOf(AppError);
    const rest = await inTx((tx) =>
      refundPayment(tx, { ...at, paymentKey: 'p1', amount: 40, key: 'r2' }),
    );
    expect(rest).toMatchObject({ topup_amount: 0, bonus_amount: 40, balance_after: 1050 });
    await expect(
      inTx((tx) => creditWallet(tx, { ...at, kind: 'adjustment', amount: -2000, key: 'a1' })),
    ).rejects.toBeInstanceOf(AppError);
  });

  // The full 10,000 operations run in CI on both databases (issue 12 §4);
  // WALLET_RANDOM_OPS sets another count (`pnpm bench:wallet-ledger` prints the figures). The time
  // allowed grows with the count (about 20 ms an operation under load, ADR 013).
  const TOTAL = Number(process.env.WALLET_RANDOM_OPS ?? 10_000);
  const RANDOM_RUN_TIMEOUT_MS = Math.max(120_000, TOTAL * 60);

  it(
    `a randomised run of ${TOTAL} top-ups, debits and refunds over 20 wallets with random aborts`,
    async () => {
      const started = Date.now();
      const workplaces: string[] = [];
      for (let i = 0; i < 20; i += 1) workplaces.push(await newWorkplace(`rand${i}`));
      // A seeded generator (mulberry32): a failure can be replayed.
      let seed = 12;
      const random = () => {
        seed = (seed + 0x6d2b79f5) | 0;
        let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
        x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
        return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
      };
      const payments = new Map<string, string[]>();
      const counts = { topup: 0, bonus: 0, paid: 0, declined: 0, refund: 0, aborted: 0, replay: 0 };
      const ABORT = new Error('abort');
      let op = 0;
      const one = async (index: number) => {
        const workplaceId = workplaces[Math.floor(random() * workplaces.length)]!;
        const at = { workplaceId, currency: USD };
        const roll = random();
        const abort = random() < 0.1;
        const amount = 1 + Math.floor(random() * 5000);
        const mine = payments.get(workplaceId) ?? [];
        try {
          await inTx(async (tx) => {
            if (roll < 0.35) {
              await creditWallet(tx, { ...at, kind: 'topup', amount, key: `t${index}` });
              if (!abort) counts.topup += 1;
            } else if (roll < 0.4) {
              await creditWallet(tx, { ...at, kind: 'bonus', amount, key: `b${index}` });
              if (!abort) counts.bonus += 1;
            } else if (roll < 0.8) {
              const key = roll < 0.45 && mine.length > 0 ? mine[0]! : `p${index}`;
              const answer = await debitWallet(tx, { ...at, amount, key }).catch((e: unknown) => {
                if (e instanceof AppError) return null; // an old key reused with another amount
                throw e;
              });
              if (abort) throw ABORT;
              if (!answer || key !== `p${index}`) counts.replay += 1;
              else if (answer.status === 'paid') {
                counts.paid += 1;
                mine.push(key);
                payments.set(workplaceId, mine);
              } else counts.declined += 1;
            } else if (mine.length > 0) {
              const paymentKey = mine[Math.floor(random() * mine.length)]!;
              await refundPayment(tx, {
                ...at,
                paymentKey,
                amount: 1 + (amount % 50),
                key: `r${index}`,
              })
                .then(() => {
                  if (!abort) counts.refund += 1;
                })
                .catch((e: unknown) => {
                  if (!(e instanceof AppError)) throw e; // more than is left of that payment
                });
            }
            if (abort) throw ABORT;
          });
        } catch (error) {
          if (error !== ABORT) throw error;
          counts.aborted += 1;
        }
      };
      // Eight at a time: a pool's worth of real concurrency on PostgreSQL.
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (op < TOTAL) await one(op++);
        }),
      );
      const wallets = (await audit()).filter((w) => workplaces.includes(w.workplaceId));
      const mismatched = wallets.filter((w) => w.topup !== w.sumTopup || w.bonus !== w.sumBonus);
      const negative = rowsOf<{ n: unknown }>(
        await t.db.execute(sql`
        SELECT count(*) AS n FROM wallet_entries
        WHERE balance_topup_after < 0 OR balance_bonus_after < 0`),
      );
      console.log(
        `random ledger run: ${TOTAL} operations in ${Date.now() - started} ms — ${JSON.stringify(counts)}; ` +
          `${wallets.length} wallets, ${wallets.reduce((s, w) => s + w.entries, 0)} entries, ` +
          `${mismatched.length} balances differing from their entries`,
      );
      expect(wallets).toHaveLength(20);
      expect(mismatched).toEqual([]);
      expect(Number(negative[0]?.n)).toBe(0);
      expect(wallets.reduce((s, w) => s + w.entries, 0)).toBe(
        counts.topup + counts.bonus + counts.paid + counts.refund,
      );
    },
    RANDOM_RUN_TIMEOUT_MS,
  );
});
