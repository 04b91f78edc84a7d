import { BASE_RETRY_DELAY_MS, MAX_RETRY_DELAY_MS, retryDelayMs } from './backoff';

describe('retryDelayMs', () => {
  it('doubles per failed attempt, with half of each step random', () => {
    expect(retryDelayMs(1, () => 0)).toBe(BASE_RETRY_DELAY_MS / 2);
    expect(retryDelayMs(1, () => 1)).toBe(BASE_RETRY_DELAY_MS);
    expect(retryDelayMs(2, () => 1)).toBe(BASE_RETRY_DELAY_MS * 2);
    expect(retryDelayMs(4, () => 0.5)).toBe(BASE_RETRY_DELAY_MS * 8 * 0.75);
  });

  it('never waits longer than the cap', () => {
    expect(retryDelayMs(40, () => 1)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(40, () => 0)).toBe(MAX_RETRY_DELAY_MS / 2);
  });
});
