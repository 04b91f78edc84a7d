import { getStoredLanguage } from '../i18n/language-storage';
import { detectEmbedded, embeddedShopDomain } from '../session/embedded';
import { getSession, type SessionStore } from '../session/session-store';
import { streamingSupport } from './api-client';
import { REQUEST_TIMEOUT_MS } from './api-client-config';
import { normalizeResponse, type ApiResult } from './api-result';
import { APP_HEADER, browserTimeZone, buildRequestHeaders } from './request-headers';

/** A GET sent at boot, before the client is configured, waiting to be handed to its query. */
export interface EarlyGet<T> {
  /**
   * Its answer, settled like any other call once the client is configured (toasts, sign-out on
   * UNAUTHORIZED). Null when it got no answer at all, or on any call after the first: the caller
   * then asks the ordinary way.
   */
  adopt(): Promise<ApiResult<T> | null>;
}

interface Answer {
  status: number;
  body: unknown;
}

/**
 * Sends `GET path` as soon as the API base is known, with the headers the client would send
 * (the stored session and language), so the first screen's data does not wait for the app's
 * JavaScript to run. Plain `fetch`: the client's instance needs its configuration first.
 */
export function startEarlyGet<T>(
  baseURL: string,
  path: string,
  options: {
    session?: SessionStore;
    fetch?: (url: string, init: RequestInit) => Promise<Response>;
  } = {},
): EarlyGet<T> {
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
  const answer: Promise<Answer | null> = send(
    `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`,
    { headers, signal: AbortSignal.timeout?.(REQUEST_TIMEOUT_MS) },
  )
    .then(async (response) => ({
      status: response.status,
      body: await response.json().catch(() => undefined),
    }))
    .catch(() => null);
  let adopted = false;
  return {
    async adopt() {
      if (adopted) return null;
      adopted = true;
      const got = await answer;
      if (!got) return null;
      const result = normalizeResponse<T>(got.body, got.status);
      streamingSupport.report(result, { method: 'get' });
      return result;
    },
  };
}
