import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { createMemoryStorage } from '../session/safe-storage';
import { createSessionStore, setSession, type SessionStore } from '../session/session-store';
import { configureApiClient, getApiClient } from './api-client';
import { startEarlyAccount } from '../early-request';
import { handOverEarlyGets } from './early-hand-over';
import { useAccount } from './get-account';
import { createQueryClient } from './query-client';

const USER = { id: 'u1', email: 'demo@omni.test' };
const ok = (data: unknown) => ({ status: 200, message: 'Ok', data });

let mock: MockAdapter;
let session: SessionStore;
let signOuts: number;

/** A `fetch` stand-in answering once with `status` and `body`, or failing without an answer. */
function stubFetch(answer: { status: number; body: unknown } | 'network-error') {
  return jest.fn(async (_url: string, _init: RequestInit) => {
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return { status: answer.status, json: async () => answer.body } as Response;
  });
}

function renderAccount(early: ReturnType<typeof startEarlyAccount>) {
  const queryClient = createQueryClient();
  // what start-app does once the client is configured, before the first render
  handOverEarlyGets([early]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={createStore()}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </Provider>
  );
  return renderHook(() => useAccount(), { wrapper });
}

beforeEach(() => {
  const storage = createMemoryStorage();
  session = createSessionStore('standalone', { token: storage, ids: storage });
  session.setToken('tok');
  session.setWorkspaceId('wp1');
  setSession(session);
  signOuts = 0;
  configureApiClient({
    baseURL: 'http://api.test/api',
    navigate: () => undefined,
    session,
    embedded: false,
    onSignOut: () => {
      signOuts += 1;
      session.clear();
    },
  });
  mock = new MockAdapter(getApiClient());
});
afterEach(() => {
  mock.restore();
  setSession(null);
});

describe('the account asked for at boot (issue 14 §1)', () => {
  it('is the account query’s first fetch: one request, sent with the session’s headers', async () => {
    const fetch = stubFetch({ status: 200, body: ok(USER) });
    mock.onGet('auth/account').reply(200, ok({ id: 'asked-again' }));
    const { result } = renderAccount(startEarlyAccount('http://api.test/api/', { session, fetch }));
    await waitFor(() => expect(result.current.data).toEqual(USER));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('http://api.test/api/auth/account');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers.app).toBe('AO');
    // the account call never carries the workplace (it lists them), as from the client
    expect(headers['workplace-id']).toBeUndefined();
    expect(mock.history.get).toHaveLength(0);
  });

  it('with an expired token signs out cleanly, without asking again', async () => {
    const fetch = stubFetch({
      status: 401,
      body: { status: 101, message: 'Unauthorized', data: null },
    });
    mock.onGet('auth/account').reply(200, ok(USER));
    const early = startEarlyAccount('http://api.test/api', { session, fetch });
    // answered before the first render, as when the app's JavaScript is slower than the API
    await new Promise((resolve) => setTimeout(resolve, 0));
    jest.useFakeTimers();
    try {
      const { result } = renderAccount(early);
      await waitFor(() => expect(result.current.isError).toBe(true));
      // the client's UNAUTHORIZED effect: sign out after 1 s
      jest.advanceTimersByTime(1000);
    } finally {
      jest.useRealTimers();
    }
    expect(signOuts).toBe(1);
    expect(session.getToken()).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(mock.history.get).toHaveLength(0);
  });

  it('that got no answer is asked again the ordinary way, once', async () => {
    const fetch = stubFetch('network-error');
    mock.onGet('auth/account').reply(200, ok(USER));
    const { result } = renderAccount(startEarlyAccount('http://api.test/api', { session, fetch }));
    await waitFor(() => expect(result.current.data).toEqual(USER));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(mock.history.get).toHaveLength(1);
    expect(signOuts).toBe(0);
  });

  it('survives the signed-in area mounting again while it is in flight: still one request', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = jest.fn(
      (_url: string, _init: RequestInit) => new Promise<Response>((resolve) => (answer = resolve)),
    );
    mock.onGet('auth/account').reply(200, ok({ id: 'asked-again' }));
    const queryClient = createQueryClient();
    handOverEarlyGets([startEarlyAccount('http://api.test/api', { session, fetch })]);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={createStore()}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </Provider>
    );
    renderHook(() => useAccount(), { wrapper }).unmount();
    const { result } = renderHook(() => useAccount(), { wrapper });
    answer({ status: 200, json: async () => ok(USER) } as Response);
    await waitFor(() => expect(result.current.data).toEqual(USER));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(mock.history.get).toHaveLength(0);
  });

  it('is taken once: a later fetch of the account asks the client', async () => {
    const fetch = stubFetch({ status: 200, body: ok(USER) });
    const early = startEarlyAccount('http://api.test/api', { session, fetch });
    await expect(early.take()).resolves.toMatchObject({ status: 200, body: ok(USER) });
    await expect(early.take()).resolves.toBeNull();
  });
});
