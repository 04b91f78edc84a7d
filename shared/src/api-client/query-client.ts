import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-result';

/** Data cache stale time (spec 000 §9: 5 minutes). */
export const STALE_TIME_MS = 5 * 60 * 1000;

/**
 * Retry only what a retry can fix: no response at all, or a gateway that was briefly down.
 * A body status is the server's answer, retrying it would only repeat the toast.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (error instanceof ApiError)
    return [0, 502, 503].includes(error.result.httpStatus) && error.result.message !== 'Http504';
  return false;
}

/** The host's one QueryClient (and a remote standalone frame's): no refetch on focus or mount. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        retry: shouldRetry,
      },
      mutations: { retry: false },
    },
  });
}
