import { OutboundClient, type OutboundLogger, type QueryValue } from '../http/outbound-client';
import { RateLimiter } from '../http/rate-limiter';
import type { Clock, Sleep } from '../http/timing';
import type { CjConfig } from './cj-config';

/**
 * CJ Dropshipping API 2.0 wire protocol: the {code, result, message, data, requestId} envelope,
 * access tokens from an API key with refresh, the CJ-Access-Token header, and CJ's limits kept
 * on our side (10 requests/s per IP, the account level's requests/s per account) so its 1600200
 * "Too Many Requests" stays the exception.
 */
export class CjApiError extends Error {
  constructor(
    readonly code: number,
    readonly detail: string,
  ) {
    super(`CJ ${code}: ${detail}`);
    this.name = 'CjApiError';
  }

  /** 1600001 invalid/expired access token, 1600002 missing, 1600003 invalid refresh token. */
  get isTokenError(): boolean {
    return this.code === 1600001 || this.code === 1600002 || this.code === 1600003;
  }

  get isRateLimit(): boolean {
    return this.code === 1600200 || this.code === 429;
  }
}

export interface CjTokens {
  openId: string;
  accessToken: string;
  refreshToken: string;
  /** ms since the epoch. */
  expiresAt: number;
  refreshExpiresAt: number;
}

/** The account as CJ describes it: who it is and its requests/s. */
export interface CjAccountSettings {
  openId: string;
  email: string;
  name: string;
  callsPerSecond: number;
}

/** An account's identity for per-account limits; Free level (1 request/s) unless told. */
export interface CjAccountRef {
  id: string;
  callsPerSecond?: number;
}

const FREE_LEVEL_CALLS_PER_SECOND = 1;

export interface CjClientOptions {
  config: CjConfig;
  logger?: OutboundLogger;
  /** Shared with nothing else: one CJ client per process so the per-IP limit holds. */
  http?: OutboundClient;
  clock?: Clock;
  sleep?: Sleep;
}

export function createCjHttpClient(options: CjClientOptions): OutboundClient {
  const limiterOptions = { windowMs: 1_000, clock: options.clock, sleep: options.sleep };
  const perIp = new RateLimiter({ ...limiterOptions, limit: options.config.ipCallsPerSecond });
  const perAccount = new RateLimiter({ ...limiterOptions, limit: FREE_LEVEL_CALLS_PER_SECOND });
  return new OutboundClient({
    service: 'cj',
    logger: options.logger,
    clock: options.clock,
    sleep: options.sleep,
    rateLimits: [
      { limiter: perIp, key: () => 'ip' },
      {
        limiter: perAccount,
        // token and settings calls are made before the account is known: only the IP limit holds
        key: (request) => request.account?.id,
        limit: (request) => request.account?.callsPerSecond,
      },
    ],
  });
}

export class CjClient {
  readonly http: OutboundClient;

  constructor(private readonly options: CjClientOptions) {
    this.http = options.http ?? createCjHttpClient(options);
  }

  async getAccessToken(apiKey: string, tenantId: string, email?: string): Promise<CjTokens> {
    const data = await this.send<TokenData>('POST', '/authentication/getAccessToken', {
      json: email ? { email, apiKey } : { apiKey },
      tenantId,
      idempotent: false,
    });
    return toTokens(data);
  }

  async refreshAccessToken(refreshToken: string, tenantId: string): Promise<CjTokens> {
    const data = await this.send<TokenData>('POST', '/authentication/refreshAccessToken', {
      json: { refreshToken },
      tenantId,
      idempotent: false,
    });
    return toTokens(data);
  }

  async settings(accessToken: string, tenantId: string): Promise<CjAccountSettings> {
    const data = await this.send<{
      openId?: number | string;
      openName?: string;
      openEmail?: string;
      setting?: { qpsLimit?: number };
    }>('GET', '/setting/get', { accessToken, tenantId });
    const qps = Number(data.setting?.qpsLimit);
    return {
      openId: String(data.openId ?? ''),
      email: data.openEmail ?? '',
      name: data.openName ?? '',
      // a qpsLimit above the documented top level (6) is a quota figure, not a per-second rate
      callsPerSecond:
        Number.isFinite(qps) && qps >= 1 && qps <= 6 ? qps : FREE_LEVEL_CALLS_PER_SECOND,
    };
  }

  /** An authenticated call; resolves with `data`, throws CjApiError on a non-200 code. */
  call<T>(
    method: 'GET' | 'POST',
    path: string,
    accessToken: string,
    tenantId: string,
    account: CjAccountRef,
    input: { query?: Record<string, QueryValue>; json?: unknown; idempotent?: boolean } = {},
  ): Promise<T> {
    return this.send<T>(method, path, { ...input, accessToken, tenantId, account });
  }

  private async send<T>(
    method: 'GET' | 'POST',
    path: string,
    input: {
      query?: Record<string, QueryValue>;
      json?: unknown;
      accessToken?: string;
      tenantId: string;
      account?: CjAccountRef;
      idempotent?: boolean;
    },
  ): Promise<T> {
    const response = await this.http.request({
      method,
      url: `${this.options.config.apiUrl}${path}`,
      query: input.query,
      json: input.json ?? (method === 'POST' ? {} : undefined),
      headers: input.accessToken ? { 'CJ-Access-Token': input.accessToken } : {},
      tenantId: input.tenantId,
      account: input.account,
      operation: path,
      idempotent: input.idempotent,
    });
    let body: { code?: number; result?: boolean; message?: string; data?: unknown };
    try {
      body = response.json();
    } catch {
      throw new CjApiError(
        response.status >= 500 ? 1600000 : response.status,
        `HTTP ${response.status}`,
      );
    }
    if (body.code !== 200)
      throw new CjApiError(Number(body.code ?? response.status), body.message ?? '');
    return body.data as T;
  }
}

interface TokenData {
  openId?: number | string;
  accessToken?: string;
  accessTokenExpiryDate?: string;
  refreshToken?: string;
  refreshTokenExpiryDate?: string;
}

function toTokens(data: TokenData): CjTokens {
  if (!data?.accessToken || !data.refreshToken)
    throw new CjApiError(1600000, 'the token answer has no tokens');
  return {
    openId: String(data.openId ?? ''),
    accessToken: data.accessToken,
    refreshToken: data.refreshToken,
    expiresAt: Date.parse(data.accessTokenExpiryDate ?? '') || 0,
    refreshExpiresAt: Date.parse(data.refreshTokenExpiryDate ?? '') || 0,
  };
}
