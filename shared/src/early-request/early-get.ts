import { REQUEST_TIMEOUT_MS } from '../api-client/api-client-config';
import { APP_HEADER, browserTimeZone, buildRequestHeaders } from '../api-client/request-headers';
import { getStoredLanguage } from '../i18n/language-storage';
import { detectEmbedded, embeddedShopDomain } from '../session/embedded';
import { getSession, type SessionStore } from '../session/session-store';

/** What an early GET got: the HTTP status and the parsed body (undefined when not JSON). */
export interface EarlyAnswer {
  status: number;
  body: unknown;
}

/** A GET sent at boot, before the API client is loaded, waiting to be handed to its query. */
export interface EarlyGet {
  /**
   * Its answer, once: null when it got none at all (network failure, timeout), and on every
   * call after the first. The caller settles it like any other call (`@omni/shared/api-client`).
   */
  take(): Promise<EarlyAnswer | null>;
}

export interface EarlyGetOptions {
  session?: SessionStore;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
}

/** The account path (spec 000 §3), the one call the first screen of the app always waits for. */
export const ACCOUNT_PATH = 'auth/account';

/**
 * Sends `GET path` as soon as the API base is known, with the headers the API client would send
 * (the stored session and language), so the first screen's data does not wait for the app's
 * JavaScript (the client, antd, React) to load and run. Plain `fetch`, nothing else: this is
 * loaded beside the runtime configuration, before any of that.
 */
export function startEarlyGet(
  baseURL: string,
  path: string,
  options: EarlyGetOptions = {},
): EarlyGet {
  const session = options.session ?? getSession();
  const embedded = detectEmbedded();
  const headers = buildRequestHeaders({
    path,
    app: APP_HEADER,
    timeZone: browserTimeZone(),
    language: getStoredLanguage() ?? 'en',
    token: session.getToken(),
    embedded,
    embeddedDomain: embedded ? embeddedShopDomain() : null,
    shopId: session.getShopId(),
    workspaceId: session.getWorkspaceId(),
  });
  const send = options.fetch ?? ((url: string, init: RequestInit) => fetch(url, init));
  const answer: Promise<EarlyAnswer | null> = send(
    `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`,
    { headers, signal: AbortSignal.timeout?.(REQUEST_TIMEOUT_MS) },
  )
    .then(async (response) => ({
      status: response.status,
      body: await response.json().catch(() => undefined),
    }))
    .catch(() => null);
  let taken = false;
  return {
    take() {
      if (taken) return Promise.resolve(null);
      taken = true;
      return answer;
    },
  };
}

/** Asks for the account at boot (`handOverEarlyAccount` of the API client takes the answer). */
export const startEarlyAccount = (baseURL: string, options?: EarlyGetOptions): EarlyGet =>
  startEarlyGet(baseURL, ACCOUNT_PATH, options);
