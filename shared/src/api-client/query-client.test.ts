import { ApiError } from './api-result';
import { STALE_TIME_MS, createQueryClient, shouldRetry } from './query-client';

const failure = (httpStatus: number, message = 'x') =>
  new ApiError({ data: null, status: httpStatus, success: false, message, httpStatus });

describe('query client (spec 000 §9)', () => {
  it('keeps data fresh for 5 minutes and never refetches on focus or mount', () => {
    const options = createQueryClient().getDefaultOptions().queries;
    expect(STALE_TIME_MS).toBe(300_000);
    expect(options?.staleTime).toBe(300_000);
    expect(options?.refetchOnWindowFocus).toBe(false);
    expect(options?.refetchOnMount).toBe(false);
  });
  it('retries a lost connection or a briefly unavailable gateway, at most twice', () => {
    expect(shouldRetry(0, failure(0, 'NetworkError'))).toBe(true);
    expect(shouldRetry(1, failure(503))).toBe(true);
    expect(shouldRetry(2, failure(503))).toBe(false);
  });
  it('does not retry answers of the server, timeouts, or programming errors', () => {
    expect(shouldRetry(0, failure(400))).toBe(false);
    expect(shouldRetry(0, failure(0, 'Http504'))).toBe(false);
    expect(shouldRetry(0, new TypeError('bug'))).toBe(false);
  });
});
