import { REQUEST_TIMEOUT_MS } from '../api-client/api-client-config';
import { APP_HEADER, browserTimeZone, buildRequestHeaders } from '../api-client/request-headers';
import { getStoredLanguage } from '../i18n/language-storage';
import { detectEmbedded, embeddedShopDomain } from '../session/embedded';
import {
  selectWorkplace,
  type SelectableWorkplace,
  type WorkplaceOwner,
} from '../session/select-workplace';
import { getSession, type SessionStore } from '../session/session-store';

/** What an early GET got: the HTTP status and the parsed body (undefined when not JSON). */
export interface EarlyAnswer {
  status: number;
  body: unknown;
  /** When it arrived (ms since the epoch): an answer nobody took for long is not served. */
  receivedAt: number;
}

/** A GET sent at boot, before the API client is loaded, waiting to be handed to its query. */
export interface EarlyGet {
  /** The path asked for, as the app's own call names it. */
  readonly path: string;
  /**
   * The `workplace-id` header it was sent with (null: none). Only a call that would send the
   * same may take its answer: a workplace switched meanwhile asks again.
   */
  readonly workplaceId: Promise<string | null>;
  /**
   * Its answer, once: null when it got none at all (network failure, timeout, never sent), and
   * on every call after the first. The caller settles it like any other call
   * (`@omni/shared/api-client`).
   */
  take(): Promise<EarlyAnswer | null>;
  /** Its answer without taking it, for a request that depends on it. */
  peek(): Promise<EarlyAnswer | null>;
}

export interface EarlyGetOptions {
  session?: SessionStore;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
}

/** The account path (spec 000 §3), the one call the first screen of the app always waits for. */
export const ACCOUNT_PATH = 'auth/account';

/**
 * Sends `GET path` with the headers the API client would send; a `workplaceId` given (null: none)
 * replaces the stored one.
 */
function send(
  baseURL: string,
  path: string,
  workplaceId: string | null | undefined,
  options: EarlyGetOptions,
): Sent {
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
    workspaceId: workplaceId === undefined ? session.getWorkspaceId() : workplaceId,
  });
  const fetchFn = options.fetch ?? ((url: string, init: RequestInit) => fetch(url, init));
  const answer = fetchFn(`${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`, {
    headers,
    signal: AbortSignal.timeout?.(REQUEST_TIMEOUT_MS),
  })
    .then(async (response) => ({
      status: response.status,
      body: await response.json().catch(() => undefined),
      receivedAt: Date.now(),
    }))
    .catch(() => null);
  return { workplaceId: headers['workplace-id'] ?? null, answer };
}

/** A request on its way: the `workplace-id` header it carries (null: none) and its answer. */
interface Sent {
  workplaceId: string | null;
  answer: Promise<EarlyAnswer | null>;
}

function earlyGet(
  path: string,
  workplaceId: Promise<string | null>,
  answer: Promise<EarlyAnswer | null>,
): EarlyGet {
  let taken = false;
  return {
    path,
    workplaceId,
    take() {
      if (taken) return Promise.resolve(null);
      taken = true;
      return answer;
    },
    peek: () => answer,
  };
}

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
  const sent = send(baseURL, path, undefined, options);
  return earlyGet(path, Promise.resolve(sent.workplaceId), sent.answer);
}

/**
 * Sends `GET path` for the workplace the app will settle on (spec 000 §4: the stored one if the
 * user still belongs to it, else the first) as soon as the account's early answer names the
 * workplaces: on a first visit none is stored, and the screen's query asks with the settled one.
 * Not sent when the account got no workplace (a failed or absent answer): the query then asks.
 * Embedded pages sign in first and start no early request.
 */
export function startEarlyWorkplaceGet(
  baseURL: string,
  path: string,
  account: EarlyGet,
  options: EarlyGetOptions = {},
): EarlyGet {
  const session = options.session ?? getSession();
  const chosen = account.peek().then((answer) => {
    const user = accountOf(answer);
    const workplace = user ? selectWorkplace(user, session.getWorkspaceId()) : null;
    return workplace ? String(workplace.id) : null;
  });
  const sent = chosen.then((id) => (id ? send(baseURL, path, id, options) : null));
  return earlyGet(
    path,
    sent.then((request) => request?.workplaceId ?? null),
    sent.then((request) => request?.answer ?? null),
  );
}

/** The user of a successful account answer (in the API's envelope, spec 000 §7), else null. */
function accountOf(answer: EarlyAnswer | null): WorkplaceOwner<SelectableWorkplace> | null {
  // a failure's envelope carries no data, so no workplaces
  if (!answer || answer.status < 200 || answer.status >= 300) return null;
  const data = (answer.body as { data?: unknown } | undefined)?.data as
    Partial<WorkplaceOwner<SelectableWorkplace>> | null | undefined;
  return Array.isArray(data?.workplaces) ? (data as WorkplaceOwner<SelectableWorkplace>) : null;
}

/** Asks for the account at boot (`handOverEarlyGets` of the API client hands the answer over). */
export const startEarlyAccount = (baseURL: string, options?: EarlyGetOptions): EarlyGet =>
  startEarlyGet(baseURL, ACCOUNT_PATH, options);
