import { createMemoryStorage, createSessionStore } from '@omni/shared/session';
import { EMBEDDED_TOKEN_REFRESH_MS, startEmbeddedSession } from './embedded-session';

function memorySession() {
  const storage = createMemoryStorage();
  return createSessionStore('embedded', { token: storage, ids: storage });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('startEmbeddedSession (spec 000 §4)', () => {
  it('signs in with the id_token of the first URL and removes it from the address bar', () => {
    window.history.replaceState(null, '', '/app?embedded=1&shop=a.myshopify.com&id_token=jwt-1');
    const session = memorySession();
    const onSignedIn = jest.fn();
    const embedded = startEmbeddedSession({
      session,
      onSignedIn,
      loadBridge: () => new Promise(() => undefined),
    });
    expect(session.getToken()).toBe('jwt-1');
    expect(onSignedIn).toHaveBeenCalledWith('jwt-1');
    expect(window.location.search).toBe('?embedded=1&shop=a.myshopify.com');
    embedded.stop();
  });

  it('stores a fresh App Bridge token before the old one expires', async () => {
    window.history.replaceState(null, '', '/app?embedded=1&id_token=jwt-1');
    const session = memorySession();
    let n = 1;
    const bridge = { idToken: jest.fn(async () => `jwt-${(n += 1)}`) };
    const embedded = startEmbeddedSession({
      session,
      onSignedIn: jest.fn(),
      loadBridge: async () => bridge,
    });
    await jest.advanceTimersByTimeAsync(EMBEDDED_TOKEN_REFRESH_MS);
    expect(session.getToken()).toBe('jwt-2');
    await jest.advanceTimersByTimeAsync(EMBEDDED_TOKEN_REFRESH_MS);
    expect(session.getToken()).toBe('jwt-3');
    embedded.stop();
  });

  it('asks App Bridge at once when the URL carries no token, and keeps the old token on failure', async () => {
    window.history.replaceState(null, '', '/app?embedded=1');
    const session = memorySession();
    const onSignedIn = jest.fn();
    const embedded = startEmbeddedSession({
      session,
      onSignedIn,
      loadBridge: async () => ({ idToken: async () => 'fresh' }),
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(onSignedIn).toHaveBeenCalledWith('fresh');
    embedded.stop();

    const failing = startEmbeddedSession({
      session,
      onSignedIn,
      loadBridge: async () => {
        throw new Error('no admin');
      },
    });
    await expect(failing.refresh()).resolves.toBeNull();
    expect(session.getToken()).toBe('fresh');
    failing.stop();
  });
});
