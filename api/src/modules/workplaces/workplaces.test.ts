import type { User, Workplace } from '@omni/shared/contracts';
import { signUp } from '../../testing/accounts';
import { call, useTestApp } from '../../testing/test-app';

const t = useTestApp();

describe('core/workplaces', () => {
  it('lists, creates and renames workplaces', async () => {
    const user = await signUp(t.app, 'wp@example.test');
    const initial = await call<Workplace[]>(t.app, 'GET', '/api/core/workplaces', {
      token: user.token,
    });
    expect(initial.body.data).toEqual([
      { id: user.workplaceId, name: 'My Workplace', currency: 'USD' },
    ]);

    const created = await call<Workplace>(t.app, 'POST', '/api/core/workplaces', {
      token: user.token,
      body: { name: '  EU shops ' },
    });
    expect(created.body).toMatchObject({
      status: 200,
      message: 'SaveSuccess',
      data: { name: 'EU shops', currency: 'USD' },
    });
    const id = created.body.data!.id;

    const renamed = await call<Workplace>(t.app, 'PUT', `/api/core/workplaces/${id}`, {
      token: user.token,
      body: { name: 'Europe' },
    });
    expect(renamed.body.data).toEqual({ id, name: 'Europe', currency: 'USD' });

    const list = await call<Workplace[]>(t.app, 'GET', '/api/core/workplaces', {
      token: user.token,
    });
    expect(list.body.data?.map((w) => w.name)).toEqual(['My Workplace', 'Europe']);
    const account = await call<User>(t.app, 'GET', '/api/auth/account', { token: user.token });
    expect(account.body.data?.workplaces.map((w) => w.id)).toEqual([user.workplaceId, id]);
  });

  it('validates names', async () => {
    const user = await signUp(t.app, 'wp2@example.test');
    const blank = await call(t.app, 'POST', '/api/core/workplaces', {
      token: user.token,
      body: { name: '   ' },
    });
    expect(blank.body).toMatchObject({
      status: 201,
      errors: [{ field: 'name', message: 'FieldRequired' }],
    });
    const long = await call(t.app, 'POST', '/api/core/workplaces', {
      token: user.token,
      body: { name: 'x'.repeat(101) },
    });
    expect(long.body.errors).toEqual([
      { field: 'name', message: 'FieldTooLong', params: { max: 100 } },
    ]);
    const missing = await call(t.app, 'PUT', `/api/core/workplaces/${user.workplaceId}`, {
      token: user.token,
      body: {},
    });
    expect(missing.body.errors).toEqual([{ field: 'name', message: 'FieldRequired' }]);
  });

  it('requires sign-in', async () => {
    const anonymous = await call(t.app, 'GET', '/api/core/workplaces');
    expect(anonymous.http).toBe(401);
  });
});

describe('POST core/workplaces/settings', () => {
  it('sets the display currency of the workplace in the header', async () => {
    const user = await signUp(t.app, 'cur@example.test');
    const saved = await call<Workplace>(t.app, 'POST', '/api/core/workplaces/settings', {
      token: user.token,
      workplaceId: user.workplaceId,
      body: { settings: { display_currency: 'EUR' } },
    });
    expect(saved.body).toEqual({
      status: 200,
      message: 'SaveSuccess',
      data: { id: user.workplaceId, name: 'My Workplace', currency: 'EUR' },
    });
    const list = await call<Workplace[]>(t.app, 'GET', '/api/core/workplaces', {
      token: user.token,
    });
    expect(list.body.data?.[0]?.currency).toBe('EUR');
  });

  it.each([
    [{ display_currency: 'XYZ' }, { message: 'FieldInvalid', params: { rule: 'currency' } }],
    [{ display_currency: 'eur' }, { message: 'FieldInvalid', params: { rule: 'pattern' } }],
    [{}, { message: 'FieldRequired' }],
  ])('refuses the settings %j', async (settings, error) => {
    const user = await signUp(t.app, 'cur2@example.test');
    const refused = await call(t.app, 'POST', '/api/core/workplaces/settings', {
      token: user.token,
      workplaceId: user.workplaceId,
      body: { settings },
    });
    expect(refused.body.errors).toEqual([{ field: 'settings.display_currency', ...error }]);
  });
});
