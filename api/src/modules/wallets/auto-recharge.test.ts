import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { CheckoutSessionView, WalletEntryPage, WalletView } from '@omni/shared/contracts';
import type { QuotaPurchase, WalletRecharge } from '@omni/shared/contracts/billing';
import { MessageKey } from '@omni/shared/errors';
import { checkoutSessions, jobs, wallets } from '../../db/schema';
import { signUp, type SignedInUser } from '../../testing/accounts';
import { usePaymentsStandIn } from '../../testing/payments-stand-in';
import { call, useTestApp } from '../../testing/test-app';
import { fundWallet } from '../../testing/wallets';
import { runRecharge } from './auto-recharge';

const payments = usePaymentsStandIn();
const { control } = payments;
const t = useTestApp();

beforeAll(async () => {
  await payments.deliverTo(t.app);
});

interface StandInState {
  payment_methods: { id: string; customer: string; last4: string }[];
  payment_intents: { id: string; amount: number; off_session: boolean; status: string }[];
}
const standInState = async () =>
  (await (await fetch(`${payments.origin()}/_control/state`)).json()) as StandInState;

const as = (user: SignedInUser) => ({ token: user.token, workplaceId: user.workplaceId });
const settings = (user: SignedInUser) =>
  call<WalletRecharge>(t.app, 'GET', '/api/payments/user/wallets/recharge', as(user));
const save = (user: SignedInUser, body: unknown) =>
  call<WalletRecharge>(t.app, 'PUT', '/api/payments/user/wallets/recharge', {
    ...as(user),
    body,
  });
const balance = async (user: SignedInUser) =>
  (await call<WalletView>(t.app, 'GET', '/api/payments/user/wallets', as(user))).body.data!
    .total_balance;

/** A card top-up paid in the stand-in, its webhook applied. */
async function topUp(user: SignedInUser, amount: number) {
  await call(t.app, 'POST', '/api/payments/user/wallets/accept-policy', as(user));
  const created = await call<CheckoutSessionView>(
    t.app,
    'POST',
    '/api/payments/user/wallets/topup',
    { ...as(user), body: { amount } },
  );
  const [row] = await t.db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, created.body.data!.id));
  await control(`/_control/sessions/${row!.providerSessionId}/pay`);
  await t.app.jobs.runDue();
}

/** A payment from the wallet through the product: packs of extra imports ($5 each, ADR 027). */
const buyImports = async (user: SignedInUser, packs: number) =>
  (
    await call<QuotaPurchase>(t.app, 'POST', '/api/payments/charge-extra', {
      ...as(user),
      body: { feature: 'IMPORT_PRODUCT', packs, request_id: randomUUID() },
    })
  ).body.data!;

const rechargeJobs = (user: SignedInUser) =>
  t.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.workplaceId, user.workplaceId), like(jobs.dedupeKey, 'wallet-recharge:%')));

const ON = { enabled: true, threshold: 2000, amount: 5000 };

describe('automatic wallet recharge (ADR 028)', () => {
  it('a top-up keeps its card; a payment that leaves the balance low recharges it once', async () => {
    const user = await signUp(t.app, 'recharge@example.test');
    expect((await settings(user)).body.data).toEqual({
      enabled: false,
      threshold: null,
      amount: null,
      currency: 'USD',
      card: null,
      skip_next_recharge: false,
      pending: false,
      paused: false,
      last: null,
    });
    expect((await save(user, ON)).body.data).toMatchObject({ ...ON, card: null });

    await topUp(user, 30);
    expect((await settings(user)).body.data!.card).toEqual({ last4: '4242' });
    expect(await balance(user)).toBe(3000);

    // $15 leaves $15, under the $20 threshold: one recharge queued with the payment
    expect(await buyImports(user, 3)).toMatchObject({ status: 'paid', total_balance: 1500 });
    // a second payment while it is queued queues no other
    expect(await buyImports(user, 1)).toMatchObject({ status: 'paid', total_balance: 1000 });
    expect(await rechargeJobs(user)).toHaveLength(1);
    expect((await settings(user)).body.data!.pending).toBe(true);

    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    expect(await balance(user)).toBe(6000);
    const after = (await settings(user)).body.data!;
    expect(after).toMatchObject({ pending: false, paused: false, last: { status: 'succeeded' } });
    const offSession = (await standInState()).payment_intents.filter((pi) => pi.off_session);
    expect(offSession).toEqual([expect.objectContaining({ amount: 5000, status: 'succeeded' })]);
    const entries = (
      await call<WalletEntryPage>(t.app, 'GET', '/api/payments/user/wallets/transactions', {
        ...as(user),
      })
    ).body.data!.items;
    const recharges = entries.filter((e) => e.description === 'Automatic recharge');
    expect(recharges).toEqual([
      expect.objectContaining({ kind: 'topup', amount: 5000, reference: offSession[0]!.id }),
    ]);
    console.log(
      `[auto-recharge] 2 payments under the threshold → ${(await rechargeJobs(user)).length} job, ` +
        `${offSession.length} off-session charge, ${recharges.length} ledger credit, balance 6000`,
    );
  });

  it('skip-recharge skips the next one (nothing charged, the flag cleared); the one after runs', async () => {
    const user = await signUp(t.app, 'recharge-skip@example.test');
    await save(user, ON);
    await topUp(user, 50);
    const charges = async () =>
      (await standInState()).payment_intents.filter((pi) => pi.off_session).length;
    const before = await charges();
    await call(t.app, 'POST', '/api/payments/skip-recharge', { ...as(user), body: {} });

    await buyImports(user, 7); // $35 → $15
    await t.app.jobs.runDue();
    expect(await balance(user)).toBe(1500);
    expect(await charges()).toBe(before);
    expect((await settings(user)).body.data).toMatchObject({
      skip_next_recharge: false,
      pending: false,
      last: { status: 'skipped' },
    });

    await buyImports(user, 1); // $5 → $10: recharged
    await t.app.jobs.runDue();
    expect(await balance(user)).toBe(6000);
    expect(await charges()).toBe(before + 1);
  });

  it('a card the bank refuses: nothing credited, recharges paused until the settings are saved', async () => {
    const user = await signUp(t.app, 'recharge-declined@example.test');
    await save(user, ON);
    await topUp(user, 30);
    const state = await standInState();
    const card = state.payment_methods[state.payment_methods.length - 1]!;
    await control(`/_control/payment_methods/${card.id}/decline`);

    await buyImports(user, 3); // → $15
    await t.app.jobs.runDue();
    expect(await balance(user)).toBe(1500);
    expect((await settings(user)).body.data).toMatchObject({
      paused: true,
      pending: false,
      last: { status: 'failed', failure: 'insufficient_funds' },
    });
    // paused: a further low payment queues nothing
    await buyImports(user, 1);
    expect(await rechargeJobs(user)).toHaveLength(1);

    await control(`/_control/payment_methods/${card.id}/decline`, { declines: false });
    expect((await save(user, ON)).body.data!.paused).toBe(false);
    await buyImports(user, 1); // $5 → $5
    await t.app.jobs.runDue();
    expect(await balance(user)).toBe(5500);
    expect(await rechargeJobs(user)).toHaveLength(2);
  });

  it('a payment declined for lack of funds recharges too; off, nothing is kept or charged', async () => {
    const user = await signUp(t.app, 'recharge-short@example.test');
    await save(user, { enabled: true, threshold: 0, amount: 2000 });
    await topUp(user, 10);
    expect(await buyImports(user, 3)).toMatchObject({ status: 'declined', total_balance: 1000 });
    await t.app.jobs.runDue();
    expect(await balance(user)).toBe(3000);
    expect(await buyImports(user, 3)).toMatchObject({ status: 'paid', total_balance: 1500 });

    const off = await signUp(t.app, 'recharge-off@example.test');
    await topUp(off, 30);
    expect((await settings(off)).body.data!.card).toBeNull();
    await buyImports(off, 5);
    expect(await rechargeJobs(off)).toHaveLength(0);
  });

  it('a provider fault retries with the same attempt: one charge, one credit; a stale attempt does nothing', async () => {
    const user = await signUp(t.app, 'recharge-retry@example.test');
    await fundWallet(t.db, user.workplaceId, 1000);
    const attemptId = randomUUID();
    await t.db
      .update(wallets)
      .set({
        autoRecharge: true,
        rechargeThreshold: 2000,
        rechargeAmount: 4000,
        rechargeCustomerId: 'cus_test',
        rechargePaymentMethodId: 'pm_test',
        rechargeAttemptId: attemptId,
      })
      .where(eq(wallets.workplaceId, user.workplaceId));
    const [wallet] = await t.db
      .select()
      .from(wallets)
      .where(eq(wallets.workplaceId, user.workplaceId));
    // a provider that fails once, then answers each idempotency key with its first charge
    const charged = new Map<string, string>();
    let calls = 0;
    const provider = {
      chargeSavedCard: async ({ idempotencyKey }: { idempotencyKey: string }) => {
        calls += 1;
        if (calls === 1) throw new Error('connection reset');
        if (!charged.has(idempotencyKey)) charged.set(idempotencyKey, `pi_${charged.size + 1}`);
        return { status: 'succeeded' as const, paymentId: charged.get(idempotencyKey)! };
      },
    };
    const payload = { walletId: wallet!.id, attemptId, reason: 'low_balance' as const };
    const now = () => new Date();
    await expect(runRecharge(t.db, provider, payload, now)).rejects.toThrow('connection reset');
    const [again, late] = await Promise.all([
      runRecharge(t.db, provider, payload, now),
      runRecharge(t.db, provider, payload, now),
    ]);
    expect([again.outcome, late.outcome].sort()).toEqual(['stale', 'succeeded']);
    expect(await runRecharge(t.db, provider, payload, now)).toEqual({ outcome: 'stale' });
    expect(charged.size).toBe(1);
    expect(await balance(user)).toBe(5000);
    console.log(
      `[auto-recharge] 1 fault + 3 runs of one attempt → ${calls} provider calls, ${charged.size} charge, 1 credit`,
    );
  });

  it('refuses bad settings with field errors, another workplace and no session', async () => {
    const user = await signUp(t.app, 'recharge-input@example.test');
    const other = await signUp(t.app, 'recharge-input-other@example.test');
    for (const body of [
      { ...ON, amount: 999 },
      { ...ON, amount: 50.5 },
      { ...ON, threshold: -1 },
      { ...ON, enabled: 'yes' },
      { threshold: 2000, amount: 5000 },
    ]) {
      const refused = await save(user, body);
      expect(refused.http).toBe(400);
      expect(refused.body.message).toBe(MessageKey.ValidationFailed);
      expect(refused.body.errors?.length).toBeGreaterThan(0);
    }
    const foreign = await call(t.app, 'PUT', '/api/payments/user/wallets/recharge', {
      token: other.token,
      workplaceId: user.workplaceId,
      body: ON,
    });
    expect(foreign.http).toBe(403);
    expect(
      (
        await call(t.app, 'GET', '/api/payments/user/wallets/recharge', {
          token: other.token,
          workplaceId: user.workplaceId,
        })
      ).http,
    ).toBe(403);
    expect((await call(t.app, 'GET', '/api/payments/user/wallets/recharge')).http).toBe(401);
    expect((await settings(user)).body.data!.enabled).toBe(false);
  });
});
