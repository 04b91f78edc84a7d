import { createStore } from 'jotai';
import {
  clearSessionAtom,
  currentShopIdAtom,
  currentWorkspaceIdAtom,
  sessionTokenAtom,
} from './atoms';
import { createMemoryStorage } from './safe-storage';
import { createSessionStore, getSession, setSession } from './session-store';

describe('session-backed atoms', () => {
  beforeEach(() => {
    const storage = createMemoryStorage();
    setSession(createSessionStore('standalone', { token: storage, ids: storage }));
  });
  afterAll(() => setSession(null));

  it('read the stored value until written', () => {
    getSession().setShopId('stored-shop');
    expect(createStore().get(currentShopIdAtom)).toBe('stored-shop');
  });

  it('write through to the session', () => {
    const store = createStore();
    store.set(currentWorkspaceIdAtom, 'wp-9');
    expect(getSession().getWorkspaceId()).toBe('wp-9');
    expect(store.get(currentWorkspaceIdAtom)).toBe('wp-9');
  });

  it('clearSessionAtom clears storage and atoms', () => {
    const store = createStore();
    store.set(sessionTokenAtom, 'tok');
    store.set(currentShopIdAtom, 's');
    store.set(currentWorkspaceIdAtom, 'w');
    getSession().setReconnect(true);
    store.set(clearSessionAtom);
    expect([
      store.get(sessionTokenAtom),
      store.get(currentShopIdAtom),
      store.get(currentWorkspaceIdAtom),
    ]).toEqual([null, null, null]);
    expect(getSession().getReconnect()).toBe(false);
  });
});
