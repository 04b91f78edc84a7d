/** First retry after about this long; each further failure doubles it. */
export const BASE_RETRY_DELAY_MS = 2_000;
/** No retry waits longer than this. */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/**
 * Delay before the next attempt after `attempts` failed ones: exponential (2 s, 4 s, 8 s … capped
 * at 1 h) with "equal jitter" — half fixed, half random — so jobs failing together (a store down)
 * do not all come back in the same instant, yet each still waits at least half its step.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const step = Math.min(MAX_RETRY_DELAY_MS, BASE_RETRY_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(step / 2 + random() * (step / 2));
}
