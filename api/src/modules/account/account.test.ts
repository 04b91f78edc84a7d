import type {
  AccountStatistic,
  QuickStartState,
  SetLanguageData,
  User,
} from '@omni/shared/contracts';
import { logIn, signUp } from '../../testing/accounts';
import { demoMerchant } from '../../testing/demo';
import { call, useTestApp } from '../../testing/test-app';
import { workplaceMembers } from '../../db/schema';

const t = useTestApp();

describe('GET auth/account', () => {
  it('returns the demo merchant with workplaces, linked stores by platform and derived flags', async () => {
    const { user } = await demoMerchant(t.app, t.db);
    expect(user).toMatchObject({
      email: 'demo@omni.test',
      has_shop: true,
      is_workplace_no_store: false,
      is_user_mkt: false,
      is_new_pricing_mvp: true,
      onboarding_enabled: false,
      plan: { key: 'FREE', name: 'Free' },
    });
    expect(user.workplaces.map((w) => [w.name, w.currency])).toEqual([
      ['Demo Workplace', 'USD'],
      ['Second Workplace', 'EUR'],
    ]);
    expect(user.linked_stores.shopify.map((s) => s.platform_domain).sort()).toEqual([
      'demo-fashion.myshopify.com',
      'demo-outdoor.myshopify.com',
    ]);
    expect(user.linked_stores.woocommerce).toEqual([
      expect.objectContaining({ platform_domain: 'demo-home.example' }),
    ]);
    expect(user.linked_stores.tiktok).toEqual([]);
  });
});

describe('PUT auth/account/set-language', () => {
  it('stores one of the nine languages', async () => {
    const user = await signUp(t.app, 'lang@example.test');
    const set = await call<SetLanguageData>(t.app, 'PUT', '/api/auth/account/set-language', {
      token: user.token,
      body: { language: 'pt-BR' },
    });
    expect(set.body).toEqual({ status: 200, message: 'SaveSuccess', data: { language: 'pt-BR' } });
    const account = await call<User>(t.app, 'GET', '/api/auth/account', { token: user.token });
    expect(account.body.data?.language).toBe('pt-BR');
  });

  it('refuses other languages', async () => {
    const user = await signUp(t.app, 'lang2@example.test');
    const bad = await call(t.app, 'PUT', '/api/auth/account/set-language', {
      token: user.token,
      body: { language: 'xx' },
    });
    expect(bad.http).toBe(400);
    expect(bad.body.errors).toEqual([
      expect.objectContaining({ field: 'language', message: 'FieldInvalid' }),
    ]);
  });
});

describe('PUT auth/account/quick-start', () => {
  const update = (token: string, body: unknown) =>
    call<QuickStartState>(t.app, 'PUT', '/api/auth/account/quick-start', { token, body });

  it('a dismissal is kept on the account, so every device and session sees it', async () => {
    const user = await signUp(t.app, 'quick@example.test');
    const before = await call<User>(t.app, 'GET', '/api/auth/account', { token: user.token });
    expect(before.body.data?.onboarding.quick_start_dismissed).toBe(false);

    const dismissed = await update(user.token, { action: 'dismiss' });
    expect(dismissed.body).toMatchObject({ status: 200, data: { quick_start_dismissed: true } });

    const otherSession = await logIn(t.app, 'quick@example.test');
    const after = await call<User>(t.app, 'GET', '/api/auth/account', { token: otherSession });
    expect(after.body.data?.onboarding.quick_start_dismissed).toBe(true);
  });

  it('a visit to the order center completes its step once, however often it is reported', async () => {
    const user = await signUp(t.app, 'visit@example.test');
    await Promise.all([1, 2, 3].map(() => update(user.token, { action: 'visit-order-center' })));
    const again = await update(user.token, { action: 'visit-order-center' });
    expect(again.body.data).toEqual({
      completed_quick_start: ['NAVIGATE_TO_ORDER_CENTER'],
      quick_start_dismissed: false,
    });
    const account = await call<User>(t.app, 'GET', '/api/auth/account', { token: user.token });
    expect(account.body.data?.onboarding.completed_quick_start).toEqual([
      'NAVIGATE_TO_ORDER_CENTER',
    ]);
  });

  it('refuses other actions and callers without a session, changing nothing', async () => {
    const user = await signUp(t.app, 'quick-bad@example.test');
    const unknownAction = await update(user.token, { action: 'complete-everything' });
    expect(unknownAction.http).toBe(400);
    expect(unknownAction.body.errors).toEqual([
      expect.objectContaining({ field: 'action', message: 'FieldInvalid' }),
    ]);
    const anonymous = await call(t.app, 'PUT', '/api/auth/account/quick-start', {
      body: { action: 'dismiss' },
    });
    expect(anonymous.body.status).toBe(101);
    const account = await call<User>(t.app, 'GET', '/api/auth/account', { token: user.token });
    expect(account.body.data?.onboarding).toMatchObject({
      completed_quick_start: [],
      quick_start_dismissed: false,
    });
  });
});

describe('DELETE auth/account/delete', () => {
  it('removes the account, its sessions and its workplaces', async () => {
    const user = await signUp(t.app, 'bye@example.test');
    const colleague = await signUp(t.app, 'stays@example.test');
    await t.db.insert(workplaceMembers).values({
      workplaceId: user.workplaceId,
      userId: colleague.userId,
      role: 'member',
    });
    const statistic = (who: typeof user) =>
      call(t.app, 'GET', '/api/auth/account/statistic', {
        token: who.token,
        workplaceId: user.workplaceId,
      });
    // both recently let into the workplace (the auth cache holds them)
    expect((await statistic(user)).body.status).toBe(200);
    expect((await statistic(colleague)).body.status).toBe(200);
    const deleted = await call(t.app, 'DELETE', '/api/auth/account/delete', { token: user.token });
    expect(deleted.body).toEqual({ status: 200, message: 'AccountDeleted', data: null });
    expect((await call(t.app, 'GET', '/api/auth/account', { token: user.token })).body.status).toBe(
      101,
    );
    expect((await statistic(user)).body.status).toBe(101);
    // the workplace went with its owner: its other member is refused it at once
    expect((await statistic(colleague)).http).toBe(403);
    const login = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: 'bye@example.test', password: 'Secret123' },
    });
    expect(login.body.message).toBe('InvalidCredentials');
    // The address can be used again.
    await signUp(t.app, 'bye@example.test');
    expect(await logIn(t.app, 'bye@example.test')).toBeTruthy();
  });
});

describe('GET auth/account/statistic', () => {
  it('counts the badges of the workplace in the header', async () => {
    const demo = await demoMerchant(t.app, t.db);
    const first = await call<AccountStatistic>(t.app, 'GET', '/api/auth/account/statistic', {
      token: demo.token,
      workplaceId: demo.demoWorkplaceId,
    });
    expect(first.body.data).toEqual({ import_list: 4, product_list: 3, order_list: 3 });
    const second = await call<AccountStatistic>(t.app, 'GET', '/api/auth/account/statistic', {
      token: demo.token,
      workplaceId: demo.secondWorkplaceId,
    });
    expect(second.body.data).toEqual({ import_list: 1, product_list: 1, order_list: 1 });
  });

  it('uses the first workplace when no header is sent, and zeros for a new merchant', async () => {
    const demo = await demoMerchant(t.app, t.db);
    const noHeader = await call<AccountStatistic>(t.app, 'GET', '/api/auth/account/statistic', {
      token: demo.token,
    });
    expect(noHeader.body.data).toEqual({ import_list: 4, product_list: 3, order_list: 3 });
    const fresh = await signUp(t.app, 'new@example.test');
    const zero = await call<AccountStatistic>(t.app, 'GET', '/api/auth/account/statistic', {
      token: fresh.token,
    });
    expect(zero.body.data).toEqual({ import_list: 0, product_list: 0, order_list: 0 });
  });
});
