import axios, {
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import {
  decideErrorEffect,
  getToaster,
  runErrorEffect,
  TOAST_SECONDS,
  type Toaster,
  type Translate,
} from '@omni/shared/errors';
import { detectEmbedded, embeddedShopDomain } from '../session/embedded';
import { getSession } from '../session/session-store';
import { normalizeNoResponse, normalizeResponse, type ApiResult } from './api-result';
import {
  AUTH_INSTALL_PATH,
  REQUEST_TIMEOUT_MS,
  SIGN_IN_PATH,
  type ApiClientConfig,
} from './api-client-config';
import { APP_HEADER, browserTimeZone, buildRequestHeaders } from './request-headers';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** No toast for this call (import-tracking, delete-account, AliExpress/CJ import). */
    silent?: boolean;
    /** `app` header override: AH for the one plan call that needs it. */
    app?: string;
  }
}

let config: ApiClientConfig | null = null;
let instance: AxiosInstance | null = null;
let lastToast: { text: string; at: number } | null = null;

const identity: Translate = (key) => key;

function currentConfig(): ApiClientConfig {
  if (!config)
    throw new Error('configureApiClient({ baseURL, navigate }) must run before the first API call');
  return config;
}

function embeddedNow(cfg: ApiClientConfig): boolean {
  return cfg.embedded ?? detectEmbedded();
}

function headersFor(path: string, app: string): Record<string, string> {
  const cfg = currentConfig();
  const session = cfg.session ?? getSession();
  const embedded = embeddedNow(cfg);
  return buildRequestHeaders({
    path,
    app,
    timeZone: cfg.timeZone ?? browserTimeZone(),
    language: cfg.i18n?.language ?? 'en',
    token: session.getToken(),
    embedded,
    embeddedDomain: embedded ? (cfg.embeddedDomain ?? embeddedShopDomain()) : null,
    shopId: session.getShopId(),
    workspaceId: session.getWorkspaceId(),
  });
}

function addHeaders(request: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const headers = headersFor(request.url ?? '', request.app ?? APP_HEADER);
  for (const [name, value] of Object.entries(headers)) {
    // a header the caller set explicitly (e.g. store-id for one call) wins
    if (!request.headers.has(name)) request.headers.set(name, value);
  }
  return request;
}

/** Drops a toast identical to one shown moments ago (parallel queries failing together). */
function dedupingToaster(toaster: Toaster | null): Toaster | null {
  if (!toaster) return null;
  const show = (kind: 'success' | 'error') => (text: string) => {
    const now = Date.now();
    if (lastToast && lastToast.text === text && now - lastToast.at < TOAST_SECONDS * 1000) return;
    lastToast = { text, at: now };
    toaster[kind](text);
  };
  return { success: show('success'), error: show('error') };
}

function applyEffects(
  result: ApiResult<unknown>,
  request: { method?: string; silent?: boolean } | undefined,
): void {
  const cfg = currentConfig();
  const session = cfg.session ?? getSession();
  const effect = decideErrorEffect(result, {
    method: request?.method ?? 'get',
    embedded: embeddedNow(cfg),
    silent: request?.silent ?? false,
    currentPath:
      cfg.getCurrentPath?.() ?? (typeof window === 'undefined' ? '/' : window.location.pathname),
    authInstallPath:
      AUTH_INSTALL_PATH + (typeof window === 'undefined' ? '' : window.location.search),
  });
  runErrorEffect(effect, {
    toaster: dedupingToaster(getToaster()),
    translate: cfg.i18n ? (key, options) => cfg.i18n!.t(key, options) : identity,
    navigate: cfg.navigate,
    signOut:
      cfg.onSignOut ??
      (() => {
        session.clear();
        cfg.navigate(SIGN_IN_PATH);
      }),
    forgetShopId: cfg.onForgetShopId ?? (() => session.setShopId(null)),
  });
}

function settle(
  request: InternalAxiosRequestConfig | undefined,
  result: ApiResult<unknown>,
): AxiosResponse<ApiResult<unknown>> {
  applyEffects(result, request);
  return {
    data: result,
    status: result.httpStatus,
    statusText: '',
    headers: {},
    config: request ?? ({ headers: new axios.AxiosHeaders() } as InternalAxiosRequestConfig),
  };
}

function createInstance(): AxiosInstance {
  const created = axios.create({ timeout: REQUEST_TIMEOUT_MS });
  created.interceptors.request.use(addHeaders);
  created.interceptors.response.use(
    (response) => settle(response.config, normalizeResponse(response.data, response.status)),
    (error: unknown) => {
      // a cancelled query is not a failure to report: let React Query see the cancellation
      if (axios.isCancel(error) || !axios.isAxiosError(error)) return Promise.reject(error);
      const result = error.response
        ? normalizeResponse(error.response.data, error.response.status)
        : normalizeNoResponse(error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT');
      return settle(error.config, result);
    },
  );
  return created;
}

/**
 * Configures the one API client of the page. The host calls it once at boot (remotes share the
 * instance through the shared package singleton); a remote's standalone frame calls it itself.
 * Calling it again replaces the configuration (tests, a new base URL).
 */
export function configureApiClient(next: ApiClientConfig): AxiosInstance {
  config = next;
  lastToast = null;
  const client = getApiClient();
  client.defaults.baseURL = next.baseURL;
  client.defaults.timeout = next.timeoutMs ?? REQUEST_TIMEOUT_MS;
  return client;
}

/** The axios instance, for the rare call the helpers do not cover (uploads with progress). */
export function getApiClient(): AxiosInstance {
  instance ??= createInstance();
  return instance;
}

export function isApiClientConfigured(): boolean {
  return config !== null;
}

/**
 * For the one kind of call axios cannot make — an answer read as a stream (fetch + ReadableStream):
 * the full URL of `path`, the headers this client would send with it, and a way to run the
 * client's effects (toasts, sign-out, redirects) on a result read outside axios.
 */
export const streamingSupport = {
  url: (path: string) =>
    `${currentConfig().baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`,
  headers: (path: string) => headersFor(path, APP_HEADER),
  report: (result: ApiResult<unknown>, request: { method: string; silent?: boolean }) =>
    applyEffects(result, request),
};
