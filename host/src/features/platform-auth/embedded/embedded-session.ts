import type { SessionStore } from '@omni/shared/session';
import { loadAppBridge, SHOPIFY_APP_BRIDGE_URL, type AppBridge } from './app-bridge';

/**
 * Shopify session tokens live one minute; the stored one is replaced well before it expires so
 * the API client, which reads the token for every request, always sends a valid one.
 */
export const EMBEDDED_TOKEN_REFRESH_MS = 40_000;

export interface EmbeddedSessionOptions {
  session: SessionStore;
  /** Where App Bridge is served (runtime configuration); Shopify's CDN by default. */
  appBridgeUrl?: string;
  apiKey?: string;
  /** Called with the first token, so the app knows it is signed in. */
  onSignedIn: (token: string) => void;
  win?: Window;
  loadBridge?: (url: string, apiKey: string | undefined) => Promise<AppBridge>;
}

export interface EmbeddedSession {
  /** A fresh session token from the admin, stored for the next requests; null when none. */
  refresh(): Promise<string | null>;
  stop(): void;
}

let current: EmbeddedSession | null = null;

/** The running embedded session, if the page started one. */
export const currentEmbeddedSession = (): EmbeddedSession | null => current;

/**
 * Embedded mode (spec 000 §4): the app inside the Shopify admin signs in with Shopify session
 * tokens instead of a password. The admin puts one in the first URL (`id_token`), which is taken
 * at once and removed from the address bar; App Bridge then gives a fresh one every 40 s.
 */
export function startEmbeddedSession(options: EmbeddedSessionOptions): EmbeddedSession {
  const win = options.win ?? window;
  const load = options.loadBridge ?? loadAppBridge;
  const url = new URL(win.location.href);
  const fromAdmin = url.searchParams.get('id_token');
  if (fromAdmin) {
    options.session.setToken(fromAdmin);
    options.onSignedIn(fromAdmin);
    url.searchParams.delete('id_token');
    win.history.replaceState(win.history.state, '', url.pathname + url.search + url.hash);
  }

  let signedIn = Boolean(fromAdmin);
  const refresh = async (): Promise<string | null> => {
    try {
      const bridge = await load(options.appBridgeUrl ?? SHOPIFY_APP_BRIDGE_URL, options.apiKey);
      const token = await bridge.idToken();
      options.session.setToken(token);
      if (!signedIn) {
        signedIn = true;
        options.onSignedIn(token);
      }
      return token;
    } catch {
      // the admin did not answer: keep the token we have; the next tick tries again
      return null;
    }
  };
  const timer = win.setInterval(() => void refresh(), EMBEDDED_TOKEN_REFRESH_MS);
  if (!fromAdmin) void refresh();
  current = {
    refresh,
    stop() {
      win.clearInterval(timer);
      if (current === this) current = null;
    },
  };
  return current;
}
