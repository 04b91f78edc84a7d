import type { EarlyGet } from '../early-request/early-get';
import { streamingSupport } from './api-client';
import { normalizeResponse, unwrap } from './api-result';
import { STALE_TIME_MS } from './query-client';

/** Requests sent at boot, by path, until the first call of the same path takes its answer. */
const handedOver = new Map<string, EarlyGet>();

/**
 * Hands requests sent at boot (`@omni/shared/early-request`) to the client: the first
 * `takeEarlyAnswer` of each path gets its answer instead of asking again. Call once the client
 * is configured, before the first render.
 */
export function handOverEarlyGets(earlyGets: readonly EarlyGet[]): void {
  for (const early of earlyGets) handedOver.set(early.path, early);
}

/**
 * The answer of the request handed over for `path`, settled like any call of the client
 * (toasts, an expired token signing out) and unwrapped: `{ data }` on success, an `ApiError`
 * thrown on failure. Null when there is none, when it got no answer at all, or when it was sent
 * for another workplace than the client would send now (switched meanwhile), or longer ago than
 * a query's data stays fresh (a screen opened long after the boot): the caller then asks the
 * ordinary way. Each is taken once.
 */
export async function takeEarlyAnswer<T>(path: string): Promise<{ data: T } | null> {
  const early = handedOver.get(path);
  if (!early) return null;
  handedOver.delete(path);
  const sentFor = await early.workplaceId;
  const wouldSend = streamingSupport.headers(path)['workplace-id'] ?? null;
  if (sentFor !== wouldSend) return null;
  const answer = await early.take();
  if (!answer || Date.now() - answer.receivedAt > STALE_TIME_MS) return null;
  const result = normalizeResponse<T>(answer.body, answer.status);
  streamingSupport.report(result, { method: 'get' });
  return { data: unwrap(result) };
}
