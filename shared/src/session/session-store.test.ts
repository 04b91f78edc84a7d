/**
 * @jest-environment-options {"url": "https://app.omni.test/"}
 */
import { cookieAttributes, readCookie } from './cookie';
import { createMemoryStorage, openStorage, type KeyValueStorage } from './safe-storage';
import { SESSION_KEYS, createSessionStore, storagesFor } from './session-store';

describe('session storage rules (spec 000 §4)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    document.cookie
      .split(';')
      .forEach((c) => (document.cookie = `${c.split('=')[0]?.trim()}=; path=/; max-age=0`));
  });

  it('embedded keeps the token and ids in session storage', () => {
    const session = createSessionStore('embedded');
    session.setToken('tok');
    session.setShopId('shop-1');
    session.setWorkspaceId('wp-1');
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('tok');
    expect(sessionStorage.getItem(SESSION_KEYS.shopId)).toBe('shop-1');
    expect(sessionStorage.getItem(SESSION_KEYS.workspaceId)).toBe('wp-1');
    expect(localStorage.getItem(SESSION_KEYS.shopId)).toBeNull();
    expect(readCookie(document.cookie, SESSION_KEYS.token)).toBeNull();
  });

  it('standalone keeps the token in a cookie and ids in local storage', () => {
    const session = createSessionStore('standalone');
    session.setToken('tok');
    session.setShopId('shop-1');
    session.setWorkspaceId('wp-1');
    expect(readCookie(document.cookie, SESSION_KEYS.token)).toBe('tok');
    expect(localStorage.getItem(SESSION_KEYS.shopId)).toBe('shop-1');
    expect(localStorage.getItem(SESSION_KEYS.workspaceId)).toBe('wp-1');
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(session.getToken()).toBe('tok');
  });

  it('workspace version is v2 only when a workspace id is stored', () => {
    const session = createSessionStore('standalone');
    expect(session.workspaceVersion()).toBe('v1');
    session.setWorkspaceId('wp-1');
    expect(session.workspaceVersion()).toBe('v2');
    session.setWorkspaceId(null);
    expect(session.workspaceVersion()).toBe('v1');
  });

  it('clear() removes token, shop id, workspace id and the reconnect flag', () => {
    const storage = createMemoryStorage();
    const session = createSessionStore('standalone', { token: storage, ids: storage });
    session.setToken('tok');
    session.setShopId('s');
    session.setWorkspaceId('w');
    session.setReconnect(true);
    expect(session.getReconnect()).toBe(true);
    session.clear();
    expect([
      session.getToken(),
      session.getShopId(),
      session.getWorkspaceId(),
      session.getReconnect(),
    ]).toEqual([null, null, null, false]);
  });

  it('falls back to memory when browser storage throws', () => {
    const blocked = {
      get localStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
    } as unknown as Window;
    const storage: KeyValueStorage = openStorage('localStorage', blocked);
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
    storage.removeItem('k');
    expect(storage.getItem('k')).toBeNull();
  });

  it('falls back to memory when writes throw (quota, private mode)', () => {
    const failing = {
      sessionStorage: {
        getItem: () => null,
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
        removeItem: () => undefined,
      },
    } as unknown as Window;
    const session = createSessionStore('embedded', storagesFor('embedded', failing));
    session.setToken('tok');
    expect(session.getToken()).toBe('tok');
  });

  it('the token cookie lives 180 days, cross-site on https and localhost, Lax elsewhere', () => {
    expect(cookieAttributes({ protocol: 'https:', hostname: 'app.example' })).toBe(
      'path=/; max-age=15552000; SameSite=None; Secure',
    );
    expect(cookieAttributes({ protocol: 'http:', hostname: 'localhost' })).toContain(
      'SameSite=None; Secure',
    );
    expect(cookieAttributes({ protocol: 'http:', hostname: '192.168.1.20' })).toBe(
      'path=/; max-age=15552000; SameSite=Lax',
    );
  });
});
