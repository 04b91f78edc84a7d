import type { Translate } from '../errors/run-error-effect';
import type { SessionStore } from '../session/session-store';

/** Everything the host (or a remote's standalone frame) tells the client once, at boot. */
export interface ApiClientConfig {
  /** API base, from /runtime-config.json (`apiBaseUrl`), e.g. http://127.0.0.1:4000/api. */
  baseURL: string;
  /** Router navigation (react-router's `navigate`), for the redirects of spec 000 §8. */
  navigate: (to: string) => void;
  /** The host's i18next instance: the `locale` header and the toast texts. */
  i18n?: { language: string; t: Translate };
  /** Signs out: clear the session, the caches, go to the sign-in page. Default: clear + /login. */
  onSignOut?: () => void;
  /** Forgets the stored shop id (CURRENT_SHOP_ID_INVALID). Default: the session's. */
  onForgetShopId?: () => void;
  /** Pathname now, to avoid redirecting where the user already is. Default: window.location. */
  getCurrentPath?: () => string;
  session?: SessionStore;
  embedded?: boolean;
  embeddedDomain?: string | null;
  timeZone?: string;
  /** Request timeout in ms (spec 000 §9: 60 s). */
  timeoutMs?: number;
}

/** Request timeout (spec 000 §9). */
export const REQUEST_TIMEOUT_MS = 60_000;
/** Where a standalone sign-out lands. */
export const SIGN_IN_PATH = '/login';
/** Where an embedded session goes on UNAUTHORIZED. */
export const AUTH_INSTALL_PATH = '/auth/platform/shopify/install';
