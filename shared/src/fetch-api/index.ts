// @omni/shared/fetch-api — an API call made with the browser's fetch, for pages that load without
// the app's axios client and query cache: the host's public entry (sign-in, sign-up, password
// reset), whose first visit must stay small (issue 14, ADR 034). Same headers and same normalised
// result as @omni/shared/api-client; no toasts, no redirects: the page shows what went wrong.
import { normalizeNoResponse, normalizeResponse, type ApiResult } from '../api-client/api-result';
import { REQUEST_TIMEOUT_MS } from '../api-client/api-client-config';
import { APP_HEADER, browserTimeZone, buildRequestHeaders } from '../api-client/request-headers';

export type { ApiResult };

export interface FetchApiOptions {
  /** API base, from /runtime-config.json (`apiBaseUrl`). */
  baseUrl: string;
  /** The UI language (the `locale` header: e-mails are written in it). */
  language: string;
  /** Replaceable in tests. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * One signed-out call (no token, no workplace): never throws for an HTTP, body or network
 * failure; the result says what happened, as the axios client's does.
 */
export async function fetchApi<T>(
  method: 'GET' | 'POST',
  path: string,
  body: object | undefined,
  options: FetchApiOptions,
): Promise<ApiResult<T>> {
  const headers = buildRequestHeaders({
    path,
    app: APP_HEADER,
    timeZone: browserTimeZone(),
    language: options.language,
    token: null,
    embedded: false,
    embeddedDomain: null,
    shopId: null,
    workspaceId: null,
  });
  const send = options.fetch ?? fetch;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await send(`${options.baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`, {
      method,
      headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: controller.signal,
    });
  } catch {
    return normalizeNoResponse<T>(controller.signal.aborted);
  } finally {
    clearTimeout(timer);
  }
  const text = await response.text().catch(() => '');
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return normalizeResponse<T>(parsed, response.status);
}
