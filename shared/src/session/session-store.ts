import { openCookieStorage } from './cookie';
import { detectEmbedded } from './embedded';
import { globalWindow, openStorage, type KeyValueStorage } from './safe-storage';

export type SessionMode = 'embedded' | 'standalone';
export type WorkspaceVersion = 'v1' | 'v2';

/** Storage keys, one place so host, remotes and tests agree. */
export const SESSION_KEYS = {
  token: 'omni_token',
  shopId: 'omni_shop_id',
  workspaceId: 'omni_workspace_id',
  reconnect: 'omni_reconnect',
} as const;

/**
 * Where the session lives (spec 000 §4). Embedded: token and ids in session storage (each admin
 * tab is its own store). Standalone: token in a 180-day cookie, ids in local storage. Either
 * falls back to memory when the browser blocks storage.
 */
export interface SessionStore {
  readonly mode: SessionMode;
  getToken(): string | null;
  setToken(token: string | null): void;
  getShopId(): string | null;
  setShopId(id: string | null): void;
  getWorkspaceId(): string | null;
  setWorkspaceId(id: string | null): void;
  getReconnect(): boolean;
  setReconnect(value: boolean): void;
  /** v2 when a workspace id is stored, else v1. */
  workspaceVersion(): WorkspaceVersion;
  /** Clears token, shop id, workspace id and the reconnect flag. */
  clear(): void;
}

export interface SessionStorages {
  token: KeyValueStorage;
  ids: KeyValueStorage;
}

export function storagesFor(
  mode: SessionMode,
  win: Window | undefined = globalWindow(),
): SessionStorages {
  if (mode === 'embedded') {
    const tab = openStorage('sessionStorage', win);
    return { token: tab, ids: tab };
  }
  return { token: openCookieStorage(win?.document), ids: openStorage('localStorage', win) };
}

function writer(storage: KeyValueStorage, key: string) {
  return (value: string | null) =>
    value === null || value === '' ? storage.removeItem(key) : storage.setItem(key, value);
}

export function createSessionStore(
  mode: SessionMode,
  storages: SessionStorages = storagesFor(mode),
): SessionStore {
  const { token, ids } = storages;
  return {
    mode,
    getToken: () => token.getItem(SESSION_KEYS.token),
    setToken: writer(token, SESSION_KEYS.token),
    getShopId: () => ids.getItem(SESSION_KEYS.shopId),
    setShopId: writer(ids, SESSION_KEYS.shopId),
    getWorkspaceId: () => ids.getItem(SESSION_KEYS.workspaceId),
    setWorkspaceId: writer(ids, SESSION_KEYS.workspaceId),
    getReconnect: () => ids.getItem(SESSION_KEYS.reconnect) === '1',
    setReconnect: (value) => writer(ids, SESSION_KEYS.reconnect)(value ? '1' : null),
    workspaceVersion: () => (ids.getItem(SESSION_KEYS.workspaceId) ? 'v2' : 'v1'),
    clear() {
      token.removeItem(SESSION_KEYS.token);
      ids.removeItem(SESSION_KEYS.shopId);
      ids.removeItem(SESSION_KEYS.workspaceId);
      ids.removeItem(SESSION_KEYS.reconnect);
    },
  };
}

let current: SessionStore | null = null;

/** The page's session, created on first use with the detected mode; shared by host and remotes. */
export function getSession(): SessionStore {
  current ??= createSessionStore(detectEmbedded() ? 'embedded' : 'standalone');
  return current;
}

/** Replaces the page's session (tests, or the host forcing a mode at boot). */
export function setSession(store: SessionStore | null): void {
  current = store;
}
