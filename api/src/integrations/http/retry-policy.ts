/** When and how long to wait before trying an outbound call again. */
export interface RetryPolicy {
  /** Attempts in all, the first included. */
  maxAttempts: number;
  /** Backoff base: the ceiling of the n-th wait is baseDelayMs * 2^(n-1), capped by maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After longer than this is not waited for: the response is returned as it is. */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 4,
  baseDelayMs: 200,
  maxDelayMs: 5_000,
  maxRetryAfterMs: 60_000,
};

/** Methods that may be sent twice without a second effect (RFC 9110 §9.2.2). */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

export function isIdempotentMethod(method: string): boolean {
  return IDEMPOTENT_METHODS.has(method.toUpperCase());
}

/**
 * 408 and 429 say the request was not processed, so even a POST may be sent again. Other 4xx
 * are the caller's mistake and would fail the same way again. 5xx may have had an effect, so
 * they are retried only for idempotent calls. 501 and 505 will not change on a retry.
 */
export function isRetryableStatus(status: number, idempotent: boolean): boolean {
  if (status === 408 || status === 429) return true;
  if (status < 500 || status === 501 || status === 505) return false;
  return idempotent;
}

/** Exponential backoff with full jitter: uniform in [0, min(max, base * 2^(attempt-1))). */
export function backoffDelay(attempt: number, policy: RetryPolicy, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.floor(random() * ceiling);
}

/**
 * Milliseconds a Retry-After header asks for: delay-seconds or an HTTP date (RFC 9110 §10.2.3).
 * Undefined when absent or unreadable; never negative.
 */
export function parseRetryAfter(value: string | null, nowMs: number): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - nowMs);
}
