import MockAdapter from 'axios-mock-adapter';
import { setToaster } from '../errors/toaster';
import { createMemoryStorage } from '../session/safe-storage';
import { createSessionStore, type SessionStore } from '../session/session-store';
import { configureApiClient, getApiClient } from './api-client';
import { apiDelete, apiGet, apiPost, apiPut } from './api-request';
import { ApiError, unwrap } from './api-result';

let mock: MockAdapter;
let session: SessionStore;
let toasts: string[];
let navigations: string[];

beforeEach(() => {
  jest.useFakeTimers();
  const storage = createMemoryStorage();
  session = createSessionStore('standalone', { token: storage, ids: storage });
  toasts = [];
  navigations = [];
  setToaster({ success: (t) => toasts.push(`ok:${t}`), error: (t) => toasts.push(`err:${t}`) });
  configureApiClient({
    baseURL: 'http://api.test/api',
    navigate: (to) => navigations.push(to),
    session,
    embedded: false,
    timeZone: 'UTC',
    getCurrentPath: () => '/app',
    i18n: {
      language: 'de',
      t: (key, options) => `${key}${options?.field ? `:${String(options.field)}` : ''}`,
    },
  });
  mock = new MockAdapter(getApiClient());
});
afterEach(() => {
  mock.restore();
  setToaster(null);
  jest.useRealTimers();
});

describe('api client (spec 000 §7)', () => {
  it('uses the configured base URL and a 60 s timeout', async () => {
    mock.onGet('auth/account').reply(200, { status: 200, message: 'Ok', data: { id: 'u1' } });
    await apiGet('auth/account');
    expect(mock.history.get?.[0]?.baseURL).toBe('http://api.test/api');
    expect(mock.history.get?.[0]?.timeout).toBe(60_000);
  });

  it('sends reads as query and writes as body, with the session headers', async () => {
    session.setToken('tok');
    session.setWorkspaceId('wp1');
    mock
      .onGet('core/list-notification')
      .reply(200, { status: 200, message: 'Ok', data: { items: [] } });
    mock.onPost('core/workplaces').reply(200, { status: 200, message: 'Ok', data: { id: 'w' } });
    await apiGet('core/list-notification', { page: 2 });
    await apiPost('core/workplaces', { name: 'Shop' });
    const get = mock.history.get?.[0];
    const post = mock.history.post?.[0];
    expect(get?.params).toEqual({ page: 2 });
    expect(get?.data).toBeUndefined();
    expect(JSON.parse(String(post?.data))).toEqual({ name: 'Shop' });
    expect(get?.headers?.Authorization).toBe('Bearer tok');
    expect(get?.headers?.['workplace-id']).toBe('wp1');
    expect(get?.headers?.locale).toBe('de');
    expect(get?.headers?.app).toBe('AO');
    expect(get?.headers?.['api-version']).toBe('v1');
  });

  it('normalises a success to { data, status, success, message }', async () => {
    mock
      .onGet('stores/list-store')
      .reply(200, { status: 200, message: 'Ok', data: { stores: [] } });
    await expect(apiGet('stores/list-store')).resolves.toEqual({
      data: { stores: [] },
      status: 200,
      success: true,
      message: 'Ok',
      httpStatus: 200,
    });
  });

  it('normalises a body failure with data null and shows the first field error', async () => {
    mock.onPost('auth/register').reply(400, {
      status: 201,
      message: 'ValidationFailed',
      data: null,
      errors: [{ field: 'email', message: 'FieldInvalidEmail' }],
    });
    const result = await apiPost('auth/register', { email: 'x' });
    expect(result).toMatchObject({
      data: null,
      status: 201,
      success: false,
      message: 'ValidationFailed',
    });
    expect(toasts).toEqual(['err:fieldErrors.FieldInvalidEmail:fields.email']);
  });

  it('turns an HTTP failure without body into Http404/Http500/Http504', async () => {
    mock.onGet('missing').reply(404, '<html>not found</html>');
    mock.onGet('gateway').reply(504);
    expect(await apiGet('missing')).toEqual({
      data: null,
      status: 404,
      success: false,
      message: 'Http404',
      httpStatus: 404,
    });
    expect((await apiGet('gateway')).message).toBe('Http504');
    expect(toasts).toEqual(['err:messages.Http404', 'err:messages.Http504']);
  });

  it('turns a network error and a timeout into failures', async () => {
    mock.onGet('offline').networkError();
    mock.onGet('slow').timeout();
    expect(await apiGet('offline')).toMatchObject({
      success: false,
      status: 0,
      message: 'NetworkError',
    });
    expect(await apiGet('slow')).toMatchObject({ success: false, status: 0, message: 'Http504' });
  });

  it('shows a success toast for a write with a message, none for a read', async () => {
    mock
      .onPut('auth/account/set-language')
      .reply(200, { status: 200, message: 'SaveSuccess', data: null });
    mock
      .onGet('auth/account/statistic')
      .reply(200, { status: 200, message: 'SaveSuccess', data: {} });
    await apiPut('auth/account/set-language', { language: 'de' });
    await apiGet('auth/account/statistic');
    expect(toasts).toEqual(['ok:messages.SaveSuccess']);
  });

  it('a silent call shows no toast', async () => {
    mock
      .onDelete('auth/account/delete')
      .reply(400, { status: 201, message: 'Forbidden', data: null });
    await apiDelete('auth/account/delete', undefined, { silent: true });
    expect(toasts).toEqual([]);
  });

  it('UNAUTHORIZED signs out after 1 s', async () => {
    session.setToken('old');
    mock.onGet('auth/account').reply(401, { status: 101, message: 'Unauthorized', data: null });
    await apiGet('auth/account');
    expect(session.getToken()).toBe('old');
    jest.advanceTimersByTime(1000);
    expect(session.getToken()).toBeNull();
    expect(navigations).toEqual(['/login']);
  });

  it('CURRENT_SHOP_ID_INVALID forgets the shop and goes to general settings after 1 s', async () => {
    session.setShopId('gone');
    mock
      .onGet('orders/v5/count-order-status')
      .reply(400, { status: 801, message: 'CurrentShopIdInvalid', data: null });
    await apiGet('orders/v5/count-order-status');
    expect(session.getShopId()).toBeNull();
    expect(navigations).toEqual([]);
    jest.advanceTimersByTime(1000);
    expect(navigations).toEqual(['/app/setting/account']);
  });

  it('identical toasts from parallel failures show once', async () => {
    mock.onGet(/boom/).reply(500, { status: 500, message: 'Server error!', data: null });
    await Promise.all([apiGet('boom/1'), apiGet('boom/2')]);
    expect(toasts).toEqual(['err:messages.Http500']);
  });

  it('unwrap returns the data or throws ApiError', async () => {
    mock.onGet('ok').reply(200, { status: 200, message: 'Ok', data: 5 });
    mock.onGet('bad').reply(403, { status: 103, message: 'Forbidden', data: null });
    expect(unwrap(await apiGet<number>('ok'))).toBe(5);
    const bad = await apiGet('bad');
    expect(() => unwrap(bad)).toThrow(ApiError);
  });

  it('lets cancellations through as rejections (React Query handles them)', async () => {
    mock.onGet('cancel').reply(200, { status: 200, message: 'Ok', data: 1 });
    const controller = new AbortController();
    controller.abort();
    await expect(apiGet('cancel', undefined, { signal: controller.signal })).rejects.toBeTruthy();
  });
});
