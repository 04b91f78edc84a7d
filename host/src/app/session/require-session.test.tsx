import { waitFor } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { configureApiClient, getApiClient } from '@omni/shared/api-client';
import {
  createMemoryStorage,
  createSessionStore,
  currentShopIdAtom,
  currentWorkspaceIdAtom,
  setSession,
  type SessionStore,
} from '@omni/shared/session';
import { merchant } from '../../testing/merchant';
import { renderHost } from '../../testing/render-host';
import { RequireSession } from './require-session';

const STORES = [{ id: 's1', workplace_id: 'w1', is_default: true }];

let session: SessionStore;
let sent: InternalAxiosRequestConfig[];
let adapter: AxiosAdapter | undefined;

/** The API as the client sees it: the account with one workplace, and that workplace's stores. */
const api: AxiosAdapter = async (config) => {
  sent.push(config);
  const data = config.url === 'auth/account' ? merchant() : { stores: STORES };
  return {
    data: { status: 200, message: 'Ok', data },
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  };
};

const asked = (path: string) => sent.filter((config) => config.url === path);

beforeEach(() => {
  const storage = createMemoryStorage();
  session = createSessionStore('standalone', { token: storage, ids: storage });
  session.setToken('tok');
  setSession(session);
  configureApiClient({
    baseURL: 'http://api.test/api',
    navigate: () => undefined,
    session,
    embedded: false,
  });
  sent = [];
  adapter = getApiClient().defaults.adapter as AxiosAdapter | undefined;
  getApiClient().defaults.adapter = api;
});
afterEach(() => {
  getApiClient().defaults.adapter = adapter;
  setSession(null);
});

describe('the signed-in area', () => {
  it('asks for the stores once, for the workplace the account settles (first /app after sign-in)', async () => {
    // just signed in: the token is stored, no workplace has been chosen yet
    const { store } = renderHost(<RequireSession />, { path: '/app' });
    await waitFor(() => expect(store.get(currentShopIdAtom)).toBe('s1'));
    expect(store.get(currentWorkspaceIdAtom)).toBe('w1');
    // a little longer: a request for the settled workplace would leave after the first answer
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked('auth/account')).toHaveLength(1);
    expect(asked('stores/list-store')).toHaveLength(1);
    expect(asked('stores/list-store')[0]!.headers['workplace-id']).toBe('w1');
  });

  it('asks for the stores of the stored workplace at once (a merchant coming back)', async () => {
    session.setWorkspaceId('w1');
    const { store } = renderHost(<RequireSession />, { path: '/app' });
    await waitFor(() => expect(store.get(currentShopIdAtom)).toBe('s1'));
    expect(asked('stores/list-store')).toHaveLength(1);
    expect(asked('stores/list-store')[0]!.headers['workplace-id']).toBe('w1');
  });
});
