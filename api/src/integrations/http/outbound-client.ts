import { parseExactJson } from '../json/exact-json';
import {
  FairScheduler,
  SchedulerQueueFullError,
  type FairSchedulerOptions,
} from './fair-scheduler';
import { GuardedFetchError, type GuardedFetchErrorCode } from '../../http/guarded-fetch';
import type { RateLimiter } from './rate-limiter';
import { redactHeaders, redactUrl } from './redact';
import {
  DEFAULT_RETRY_POLICY,
  backoffDelay,
  isIdempotentMethod,
  isRetryableStatus,
  parseRetryAfter,
  type RetryPolicy,
} from './retry-policy';
import { realClock, realSleep, type Clock, type Sleep } from './timing';

/**
 * The one way the API calls other services (store platforms, suppliers, tracking, payments):
 * a timeout per attempt, retries with exponential backoff and full jitter, Retry-After honoured,
 * 4xx other than 408/429 never retried, concurrency shared fairly between workplaces, optional
 * client-side rate limits, and one structured log line per attempt with secrets masked.
 *
 * It does not guard against server-side request forgery: URLs typed by users go through the
 * guarded client instead. The services reached here are configured, not user-given.
 */

/** pino-compatible: Fastify's `app.log` fits. */
export interface OutboundLogger {
  debug(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

const silentLogger: OutboundLogger = { debug() {}, info() {}, warn() {} };

export interface OutboundClientOptions {
  /** Names the service in logs and errors: 'aliexpress', 'cj', 'stripe' … */
  service: string;
  logger?: OutboundLogger;
  /** Per attempt, headers and body included. */
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  fairness?: Partial<FairSchedulerOptions>;
  /** Limits consulted before every attempt, e.g. a per-IP limit shared by all tenants. */
  rateLimits?: RateLimitRule[];
  fetch?: typeof fetch;
  clock?: Clock;
  sleep?: Sleep;
  random?: () => number;
}

/** One limiter and how a request picks its key (none: the rule does not apply) and its limit. */
export interface RateLimitRule {
  limiter: RateLimiter;
  key: (request: OutboundRequest) => string | undefined;
  limit?: (request: OutboundRequest) => number | undefined;
}

export type QueryValue = string | number | boolean | undefined;

export interface OutboundRequest {
  method?: string;
  url: string | URL;
  /** Appended to the URL's query; undefined values are left out. */
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** Sent as it is; re-sent on a retry, so it must not be a stream. */
  body?: string | Uint8Array | URLSearchParams;
  /** Serialised as JSON with the matching content type (instead of `body`). */
  json?: unknown;
  /** The workplace the call is made for: fairness is per tenant. */
  tenantId?: string;
  /**
   * The remote account the call is made as, for client-side limits per account (CJ limits each
   * account by its level): rules read it in their `key` and `limit`.
   */
  account?: { id: string; callsPerSecond?: number };
  /** A short name of the call for logs, e.g. 'aliexpress.ds.product.get'. */
  operation?: string;
  /**
   * Whether sending the request twice is harmless. Defaults from the method; set it for POSTs
   * that only read (AliExpress's TOP API sends every call as a POST).
   */
  idempotent?: boolean;
  timeoutMs?: number;
  /** `false` sends once. */
  retry?: Partial<RetryPolicy> | false;
  signal?: AbortSignal;
}

export interface OutboundResponse {
  status: number;
  ok: boolean;
  headers: Headers;
  /** The body as text (the services reached here answer JSON, forms or small HTML). */
  text: string;
  attempts: number;
  json<T = unknown>(): T;
}

/** `refused`: the guarded client would not connect (a private address, a bad scheme). */
export type OutboundErrorKind = 'timeout' | 'network' | 'aborted' | 'queue_full' | 'refused';

/** The call produced no HTTP response at all (after every allowed attempt). */
export class OutboundError extends Error {
  constructor(
    readonly kind: OutboundErrorKind,
    readonly service: string,
    readonly url: string,
    readonly attempts: number,
    options?: { cause?: unknown },
  ) {
    super(`${service} call to ${url} failed: ${kind} after ${attempts} attempt(s)`, options);
    this.name = 'OutboundError';
  }
}

const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_FAIRNESS: FairSchedulerOptions = {
  maxConcurrent: 16,
  maxPerTenant: 4,
  maxQueuedPerTenant: 500,
};
/** Calls made for no workplace (app-level work) share this tenant. */
export const SYSTEM_TENANT = 'system';

class AttemptTimeout extends Error {}

export class OutboundClient {
  readonly service: string;
  private readonly logger: OutboundLogger;
  private readonly timeoutMs: number;
  private readonly retry: RetryPolicy;
  private readonly scheduler: FairScheduler;
  private readonly rateLimits: RateLimitRule[];
  private readonly fetchImpl: typeof fetch;
  private readonly clock: Clock;
  private readonly sleep: Sleep;
  private readonly random: () => number;

  constructor(options: OutboundClientOptions) {
    this.service = options.service;
    this.logger = options.logger ?? silentLogger;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.retry = { ...DEFAULT_RETRY_POLICY, ...options.retry };
    this.scheduler = new FairScheduler({ ...DEFAULT_FAIRNESS, ...options.fairness });
    this.rateLimits = options.rateLimits ?? [];
    this.fetchImpl = options.fetch ?? globalThis.fetch;
    this.clock = options.clock ?? realClock;
    this.sleep = options.sleep ?? realSleep;
    this.random = options.random ?? Math.random;
  }

  /** Sends the request, retrying as the policy allows; any HTTP status is returned, not thrown. */
  async request(request: OutboundRequest): Promise<OutboundResponse> {
    const method = (request.method ?? 'GET').toUpperCase();
    const url = buildUrl(request.url, request.query);
    const safeUrl = redactUrl(url);
    const tenant = request.tenantId ?? SYSTEM_TENANT;
    const idempotent = request.idempotent ?? isIdempotentMethod(method);
    const policy: RetryPolicy =
      request.retry === false
        ? { ...this.retry, maxAttempts: 1 }
        : { ...this.retry, ...request.retry };
    const { headers, body } = encodeBody(request);
    const logBase = {
      service: this.service,
      operation: request.operation,
      method,
      url: safeUrl,
      tenant,
    };

    for (let attempt = 1; ; attempt += 1) {
      const started = this.clock();
      let outcome:
        { response: Response; text: string } | { error: OutboundErrorKind; cause: unknown };
      let release: (() => void) | undefined;
      try {
        release = await this.scheduler.acquire(tenant, request.signal);
        for (const rule of this.rateLimits) {
          const key = rule.key(request);
          if (key !== undefined)
            await rule.limiter.acquire(key, rule.limit?.(request), request.signal);
        }
        outcome = await this.attempt(url, method, headers, body, request);
      } catch (cause) {
        outcome = { error: classify(cause, request.signal), cause };
      } finally {
        release?.();
      }
      const durationMs = this.clock() - started;
      const last = attempt >= policy.maxAttempts;

      if ('error' in outcome) {
        // A refused connection or a queue full of our own calls was never sent: safe to repeat.
        // The guard's refusal will be the same refusal next time: never repeated.
        const retryable =
          outcome.error !== 'aborted' &&
          outcome.error !== 'queue_full' &&
          outcome.error !== 'refused' &&
          (idempotent || isConnectionRefused(outcome.cause));
        if (!retryable || last) {
          this.logger.warn(
            {
              ...logBase,
              attempt,
              durationMs,
              error: outcome.error,
              reason: errorText(outcome.cause),
            },
            'outbound call failed',
          );
          throw new OutboundError(outcome.error, this.service, safeUrl, attempt, {
            cause: outcome.cause,
          });
        }
        const delayMs = backoffDelay(attempt, policy, this.random);
        this.logger.warn(
          { ...logBase, attempt, durationMs, error: outcome.error, retryInMs: delayMs },
          'outbound call failed; retrying',
        );
        await this.sleep(delayMs, request.signal);
        continue;
      }

      const { response, text } = outcome;
      const result = toResponse(response, text, attempt);
      const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), this.clock());
      const retryable = isRetryableStatus(response.status, idempotent);
      const tooLong = retryAfterMs !== undefined && retryAfterMs > policy.maxRetryAfterMs;
      const logFields = {
        ...logBase,
        attempt,
        durationMs,
        status: response.status,
        retryAfterMs,
        requestId: response.headers.get('x-request-id') ?? undefined,
      };
      if (!retryable || last || tooLong) {
        if (response.ok) this.logger.debug(logFields, 'outbound call');
        else this.logger.warn(logFields, 'outbound call answered with an error status');
        return result;
      }
      const delayMs = retryAfterMs ?? backoffDelay(attempt, policy, this.random);
      this.logger.warn({ ...logFields, retryInMs: delayMs }, 'outbound call will be retried');
      await this.sleep(delayMs, request.signal);
    }
  }

  /** Calls in flight and queued, across tenants. */
  stats(): { active: number; queued: number } {
    return this.scheduler.stats();
  }

  private async attempt(
    url: string,
    method: string,
    headers: Record<string, string>,
    body: string | Uint8Array | URLSearchParams | undefined,
    request: OutboundRequest,
  ): Promise<{ response: Response; text: string }> {
    const controller = new AbortController();
    const timeoutMs = request.timeoutMs ?? this.timeoutMs;
    const timer = setTimeout(() => controller.abort(new AttemptTimeout()), timeoutMs);
    timer.unref?.();
    const onCallerAbort = () => controller.abort(request.signal?.reason);
    request.signal?.addEventListener('abort', onCallerAbort, { once: true });
    try {
      this.logger.debug(
        { service: this.service, method, url: redactUrl(url), headers: redactHeaders(headers) },
        'outbound request',
      );
      const response = await this.fetchImpl(url, {
        method,
        headers,
        body,
        signal: controller.signal,
        redirect: 'manual',
      });
      const text = await response.text();
      return { response, text };
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', onCallerAbort);
    }
  }
}

function buildUrl(base: string | URL, query: Record<string, QueryValue> | undefined): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.append(name, String(value));
  }
  return url.toString();
}

function encodeBody(request: OutboundRequest): {
  headers: Record<string, string>;
  body: string | Uint8Array | URLSearchParams | undefined;
} {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {}))
    headers[name.toLowerCase()] = value;
  if (request.json === undefined) return { headers, body: request.body };
  headers['content-type'] ??= 'application/json';
  return { headers, body: JSON.stringify(request.json) };
}

function toResponse(response: Response, text: string, attempts: number): OutboundResponse {
  return {
    status: response.status,
    ok: response.ok,
    headers: response.headers,
    text,
    attempts,
    json<T>() {
      return parseExactJson(text) as T;
    },
  };
}

function classify(cause: unknown, signal: AbortSignal | undefined): OutboundErrorKind {
  if (cause instanceof SchedulerQueueFullError) return 'queue_full';
  if (isGuardRefusal(cause)) return 'refused';
  if (signal?.aborted) return 'aborted';
  if (cause instanceof AttemptTimeout) return 'timeout';
  if (cause instanceof Error && cause.cause instanceof AttemptTimeout) return 'timeout';
  return 'network';
}

const GUARD_REFUSALS = new Set<GuardedFetchErrorCode>([
  'INVALID_URL',
  'BLOCKED_SCHEME',
  'BLOCKED_ADDRESS',
]);

function isGuardRefusal(cause: unknown): boolean {
  for (let current: unknown = cause, depth = 0; current && depth < 4; depth += 1) {
    if (current instanceof GuardedFetchError && GUARD_REFUSALS.has(current.code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function isConnectionRefused(cause: unknown): boolean {
  const code = (cause as { cause?: { code?: unknown } } | undefined)?.cause?.code;
  return code === 'ECONNREFUSED';
}

function errorText(cause: unknown): string {
  if (cause instanceof Error) {
    const inner = cause.cause instanceof Error ? `: ${cause.cause.message}` : '';
    return `${cause.message}${inner}`;
  }
  return String(cause);
}
