import MockAdapter from 'axios-mock-adapter';
import { startEarlyAccount, startEarlyWorkplaceGet } from '../early-request';
import { createMemoryStorage } from '../session/safe-storage';
import { createSessionStore, setSession, type SessionStore } from '../session/session-store';
import { configureApiClient, getApiClient } from './api-client';
import { handOverEarlyGets, takeEarlyAnswer } from './early-hand-over';
import { STALE_TIME_MS } from './query-client';

const BASE = 'http://api.test/api';
const COUNTS_PATH = 'orders/v5/count-order-status';
const COUNTS = { placement: { ready: 3 } };
const ok = (data: unknown) => ({ status: 200, message: 'Ok', data });
const account = (...ids: string[]) => ok({ id: 'u1', workplaces: ids.map((id) => ({ id })) });

let session: SessionStore;
let mock: MockAdapter;

/** A `fetch` stand-in answering per path: the account with `accountBody`, anything else COUNTS. */
function stubFetch(accountAnswer: { status: number; body: unknown } | 'network-error') {
  return jest.fn(async (url: string, _init: RequestInit) => {
    if (url.endsWith('/auth/account')) {
      if (accountAnswer === 'network-error') throw new TypeError('Failed to fetch');
      return { status: accountAnswer.status, json: async () => accountAnswer.body } as Response;
    }
    return { status: 200, json: async () => ok(COUNTS) } as Response;
  });
}

function startBoth(fetch: ReturnType<typeof stubFetch>) {
  const earlyAccount = startEarlyAccount(BASE, { session, fetch });
  const counts = startEarlyWorkplaceGet(BASE, COUNTS_PATH, earlyAccount, { session, fetch });
  return { earlyAccount, counts };
}

const countsCalls = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls.filter(([url]) => url.endsWith(COUNTS_PATH));

beforeEach(() => {
  const storage = createMemoryStorage();
  session = createSessionStore('standalone', { token: storage, ids: storage });
  session.setToken('tok');
  setSession(session);
  configureApiClient({ baseURL: BASE, navigate: () => undefined, session, embedded: false });
  mock = new MockAdapter(getApiClient());
});
afterEach(() => {
  mock.restore();
  setSession(null);
  jest.useRealTimers();
});

describe('a workplace’s data asked for at boot (issue 14 §1: the home’s order counts)', () => {
  it('leaves once the account names the workplaces, for the first one when none is stored', async () => {
    const fetch = stubFetch({ status: 200, body: account('wp-a', 'wp-b') });
    const { counts } = startBoth(fetch);
    await expect(counts.workplaceId).resolves.toBe('wp-a');
    await expect(counts.take()).resolves.toMatchObject({ status: 200, body: ok(COUNTS) });
    const [url, init] = countsCalls(fetch)[0]!;
    expect(url).toBe(`${BASE}/${COUNTS_PATH}`);
    const headers = init.headers as Record<string, string>;
    expect(headers['workplace-id']).toBe('wp-a');
    expect(headers.Authorization).toBe('Bearer tok');
  });

  it('is for the stored workplace while the user still belongs to it', async () => {
    session.setWorkspaceId('wp-b');
    const fetch = stubFetch({ status: 200, body: account('wp-a', 'wp-b') });
    const { counts } = startBoth(fetch);
    await expect(counts.workplaceId).resolves.toBe('wp-b');
    await counts.take();
    expect((countsCalls(fetch)[0]![1].headers as Record<string, string>)['workplace-id']).toBe(
      'wp-b',
    );
  });

  it.each([
    [
      'an expired token',
      { status: 401, body: { status: 101, message: 'Unauthorized', data: null } },
    ],
    ['no workplace at all', { status: 200, body: account() }],
    ['no answer', 'network-error' as const],
  ])('is not sent after %s: the screen asks itself', async (_case, answer) => {
    const fetch = stubFetch(answer);
    const { counts } = startBoth(fetch);
    await expect(counts.workplaceId).resolves.toBeNull();
    await expect(counts.take()).resolves.toBeNull();
    expect(countsCalls(fetch)).toHaveLength(0);
  });

  it('does not take the account’s answer from the account query', async () => {
    const fetch = stubFetch({ status: 200, body: account('wp-a') });
    const { earlyAccount, counts } = startBoth(fetch);
    await counts.take();
    await expect(earlyAccount.take()).resolves.toMatchObject({ body: account('wp-a') });
  });
});

describe('takeEarlyAnswer: the first call of the path gets the answer sent at boot', () => {
  it('when the client would send the same workplace: settled and unwrapped, once', async () => {
    const fetch = stubFetch({ status: 200, body: account('wp-a') });
    handOverEarlyGets(Object.values(startBoth(fetch)));
    session.setWorkspaceId('wp-a'); // what the signed-in area settles from the account
    await expect(takeEarlyAnswer(COUNTS_PATH)).resolves.toEqual({ data: COUNTS });
    await expect(takeEarlyAnswer(COUNTS_PATH)).resolves.toBeNull();
    expect(countsCalls(fetch)).toHaveLength(1);
  });

  it('not when the workplace was switched meanwhile', async () => {
    const fetch = stubFetch({ status: 200, body: account('wp-a', 'wp-b') });
    const early = startBoth(fetch);
    handOverEarlyGets(Object.values(early));
    await expect(early.counts.workplaceId).resolves.toBe('wp-a');
    session.setWorkspaceId('wp-b');
    await expect(takeEarlyAnswer(COUNTS_PATH)).resolves.toBeNull();
  });

  it('not when it arrived longer ago than data stays fresh', async () => {
    const fetch = stubFetch({ status: 200, body: account('wp-a') });
    const early = startBoth(fetch);
    await early.counts.peek();
    handOverEarlyGets(Object.values(early));
    session.setWorkspaceId('wp-a');
    jest.useFakeTimers({ now: Date.now() + STALE_TIME_MS + 1 });
    await expect(takeEarlyAnswer(COUNTS_PATH)).resolves.toBeNull();
  });

  it('a failure is thrown as the client’s error, through its effects', async () => {
    const fetch = jest.fn(async (url: string, _init: RequestInit) =>
      url.endsWith('/auth/account')
        ? ({ status: 200, json: async () => account('wp-a') } as Response)
        : ({
            status: 403,
            json: async () => ({ status: 403, message: 'Forbidden', data: null }),
          } as Response),
    );
    const earlyAccount = startEarlyAccount(BASE, { session, fetch });
    handOverEarlyGets([
      startEarlyWorkplaceGet(BASE, COUNTS_PATH, earlyAccount, { session, fetch }),
    ]);
    session.setWorkspaceId('wp-a');
    await expect(takeEarlyAnswer(COUNTS_PATH)).rejects.toMatchObject({
      result: { success: false, httpStatus: 403 },
    });
  });

  it('nothing handed over for the path: null, and the caller asks', async () => {
    await expect(takeEarlyAnswer('stores/list-store')).resolves.toBeNull();
  });
});
