import { waitFor } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { configureApiClient, getApiClient } from '@omni/shared/api-client';
import { getUnsavedLanguage, markLanguageUnsaved } from '@omni/shared/i18n';
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
  const data = config.url === 'auth/account' ? merchant({ language: 'fr' }) : { stores: STORES };
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
  localStorage.clear();
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

  describe('the language', () => {
    const languageSaves = () => asked('auth/account/set-language');

    it('adopts the language saved on the account', async () => {
      const { i18n } = renderHost(<RequireSession />, { path: '/app' });
      await waitFor(() => expect(i18n.language).toBe('fr'));
      expect(languageSaves()).toHaveLength(0);
    });

    it("sends this device's unsaved choice again instead of adopting the account's older one", async () => {
      // the merchant chose German, and the page reloaded before the save answered
      markLanguageUnsaved('u1', 'de');
      const { i18n } = renderHost(<RequireSession />, { path: '/app' });
      await waitFor(() => expect(getUnsavedLanguage('u1')).toBeNull());
      expect(languageSaves()).toHaveLength(1);
      expect(JSON.parse(languageSaves()[0]!.data as string)).toEqual({ language: 'de' });
      expect(i18n.language).not.toBe('fr');
    });

    it('keeps the mark when the save fails again, for the next page', async () => {
      markLanguageUnsaved('u1', 'de');
      getApiClient().defaults.adapter = async (config) => {
        if (config.url === 'auth/account/set-language') throw new Error('offline');
        return api(config);
      };
      const { i18n } = renderHost(<RequireSession />, { path: '/app' });
      await waitFor(() => expect(sent.some((c) => c.url === 'stores/list-store')).toBe(true));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(getUnsavedLanguage('u1')).toBe('de');
      expect(i18n.language).not.toBe('fr');
    });

    it("does not give another account's unsaved choice to this one", async () => {
      markLanguageUnsaved('someone-else', 'de');
      const { i18n } = renderHost(<RequireSession />, { path: '/app' });
      await waitFor(() => expect(i18n.language).toBe('fr'));
      expect(languageSaves()).toHaveLength(0);
      expect(getUnsavedLanguage('someone-else')).toBe('de');
    });
  });
});
