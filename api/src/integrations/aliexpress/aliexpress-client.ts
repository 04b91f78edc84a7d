import { parseExactJson } from '../json/exact-json';
import type { OutboundClient } from '../http/outbound-client';
import { realSleep, type Sleep } from '../http/timing';
import type { AliExpressConfig } from './aliexpress-config';
import { signAliExpress, type AliExpressSignMethod } from './signature';

/**
 * The AliExpress Open Platform wire protocol: signed system calls (token create/refresh) and
 * signed business calls through the /sync gateway. Knows nothing about products or orders.
 */

/** An error the platform answered with (`error_response` or a top-level code). */
export class AliExpressApiError extends Error {
  constructor(
    readonly code: string,
    readonly detail: string,
  ) {
    super(`AliExpress ${code}: ${detail}`);
    this.name = 'AliExpressApiError';
  }

  /** The access token is expired or revoked: refresh it or ask the merchant to link again. */
  get isTokenError(): boolean {
    return /IllegalAccessToken|InvalidSession|SessionExpired|IllegalRefreshToken/i.test(this.code);
  }
}

export interface AliExpressTokens {
  accessToken: string;
  refreshToken: string;
  /** ms since the epoch. */
  expiresAt: number;
  refreshExpiresAt: number;
  userId: string;
  account: string;
}

export interface AliExpressClientOptions {
  config: AliExpressConfig;
  http: OutboundClient;
  signMethod?: AliExpressSignMethod;
  clock?: () => number;
  sleep?: Sleep;
  /** Waits for ApiCallLimit bans before giving up. */
  maxBanWaits?: number;
}

const MAX_BAN_WAIT_MS = 10_000;

export class AliExpressClient {
  private readonly clock: () => number;
  private readonly sleep: Sleep;
  private readonly signMethod: AliExpressSignMethod;
  private readonly maxBanWaits: number;

  constructor(private readonly options: AliExpressClientOptions) {
    this.clock = options.clock ?? Date.now;
    this.sleep = options.sleep ?? realSleep;
    this.signMethod = options.signMethod ?? 'sha256';
    this.maxBanWaits = options.maxBanWaits ?? 2;
  }

  /** The consent screen URL; AliExpress comes back to `redirectUri` with `code` and `state`. */
  authorizeUrl(redirectUri: string, state: string): string {
    const url = new URL(this.options.config.authorizeUrl);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('force_auth', 'true');
    url.searchParams.set('client_id', this.options.config.appKey);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('state', state);
    return url.toString();
  }

  createToken(code: string, tenantId: string): Promise<AliExpressTokens> {
    return this.tokenCall('/auth/token/create', { code }, tenantId);
  }

  refreshToken(refreshToken: string, tenantId: string): Promise<AliExpressTokens> {
    return this.tokenCall('/auth/token/refresh', { refresh_token: refreshToken }, tenantId);
  }

  /**
   * A business call (aliexpress.ds.*) as the merchant whose access token is `session`; resolves
   * with the `<method>_response` object.
   */
  async call<T>(
    method: string,
    params: Record<string, string | undefined>,
    session: string,
    tenantId: string,
    { idempotent = true }: { idempotent?: boolean } = {},
  ): Promise<T> {
    for (let wait = 0; ; wait += 1) {
      const system: Record<string, string> = {
        app_key: this.options.config.appKey,
        method,
        session,
        timestamp: String(this.clock()),
        sign_method: this.signMethod,
        format: 'json',
        v: '2.0',
        simplify: 'false',
      };
      const business = definedOnly(params);
      const sign = signAliExpress({ ...system, ...business }, this.options.config.appSecret, {
        method: this.signMethod,
      });
      const response = await this.options.http.request({
        method: 'POST',
        url: `${this.options.config.apiUrl}/sync`,
        query: { ...system, sign },
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body: new URLSearchParams(business).toString(),
        tenantId,
        operation: method,
        idempotent,
      });
      const body = parseBody(response.status, response.text);
      const error = readError(body);
      if (!error) {
        const key = `${method.replaceAll('.', '_')}_response`;
        const result = body[key];
        if (!result || typeof result !== 'object')
          throw new AliExpressApiError('UnexpectedResponse', `no ${key} in the answer`);
        return result as T;
      }
      if (error.code === 'ApiCallLimit' && wait < this.maxBanWaits) {
        // "This ban will last for 1 more seconds"
        const seconds = Number(/(\d+)\s*more second/i.exec(error.detail)?.[1] ?? '1');
        await this.sleep(Math.min(MAX_BAN_WAIT_MS, Math.max(1, seconds) * 1000));
        continue;
      }
      throw error;
    }
  }

  private async tokenCall(
    apiPath: '/auth/token/create' | '/auth/token/refresh',
    params: Record<string, string>,
    tenantId: string,
  ): Promise<AliExpressTokens> {
    const all: Record<string, string> = {
      app_key: this.options.config.appKey,
      timestamp: String(this.clock()),
      sign_method: 'sha256',
      ...params,
    };
    const sign = signAliExpress(all, this.options.config.appSecret, { apiPath });
    const response = await this.options.http.request({
      method: 'POST',
      url: `${this.options.config.apiUrl}/rest${apiPath}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams({ ...all, sign }).toString(),
      tenantId,
      operation: apiPath,
      // a code can be exchanged once; a refresh token used twice may be revoked
      idempotent: false,
    });
    const body = parseBody(response.status, response.text);
    const error = readError(body);
    if (error) throw error;
    const accessToken = stringField(body, 'access_token');
    const refreshToken = stringField(body, 'refresh_token');
    if (!accessToken || !refreshToken)
      throw new AliExpressApiError('UnexpectedResponse', 'the token answer has no tokens');
    const now = this.clock();
    return {
      accessToken,
      refreshToken,
      expiresAt: now + Number(body.expires_in ?? 0) * 1000,
      refreshExpiresAt: now + Number(body.refresh_expires_in ?? 0) * 1000,
      userId: stringField(body, 'user_id') ?? stringField(body, 'seller_id') ?? '',
      account: stringField(body, 'account') ?? stringField(body, 'user_nick') ?? '',
    };
  }
}

function definedOnly(params: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) if (value !== undefined) out[name] = value;
  return out;
}

function parseBody(status: number, text: string): Record<string, unknown> {
  try {
    const body: unknown = parseExactJson(text);
    if (body && typeof body === 'object') return body as Record<string, unknown>;
  } catch {
    // an HTML error page from a proxy or a gateway that is down
  }
  throw new AliExpressApiError(
    status >= 500 ? 'ServiceUnavailable' : 'UnexpectedResponse',
    `HTTP ${status}`,
  );
}

/** `{error_response: {code, msg, sub_msg}}` from /sync, `{code, message}` from /rest. */
function readError(body: Record<string, unknown>): AliExpressApiError | undefined {
  const nested = body.error_response;
  if (nested && typeof nested === 'object') {
    const e = nested as Record<string, unknown>;
    return new AliExpressApiError(
      String(e.code ?? 'Unknown'),
      [e.msg ?? e.message, e.sub_code, e.sub_msg].filter(Boolean).join(' — '),
    );
  }
  if (typeof body.code === 'string' && body.code !== '0' && body.type !== undefined)
    return new AliExpressApiError(body.code, String(body.message ?? body.msg ?? ''));
  return undefined;
}

function stringField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}
