import { realClock, realSleep, type Clock, type Sleep } from './timing';

/**
 * A sliding-window limiter: at most `limit` starts per `windowMs` for one key. Used on the
 * client side so the API's own limits (CJ: 10 requests/s per IP, fewer per account level) are
 * never exceeded rather than discovered through 429s.
 */
export interface RateLimiterOptions {
  /** Starts allowed per window, unless `acquire` names another limit for its key. */
  limit: number;
  windowMs: number;
  clock?: Clock;
  sleep?: Sleep;
}

export class RateLimiter {
  private readonly starts = new Map<string, number[]>();
  /** Serialises waiters of one key so they take the freed slots in arrival order. */
  private readonly tails = new Map<string, Promise<void>>();
  private readonly clock: Clock;
  private readonly sleep: Sleep;

  constructor(private readonly options: RateLimiterOptions) {
    this.clock = options.clock ?? realClock;
    this.sleep = options.sleep ?? realSleep;
  }

  /** Waits until a start is allowed for `key`, then records it. */
  acquire(key: string, limit = this.options.limit, signal?: AbortSignal): Promise<void> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const turn = previous.then(() => this.take(key, limit, signal));
    const tail = turn.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return turn;
  }

  private async take(key: string, limit: number, signal?: AbortSignal): Promise<void> {
    for (;;) {
      signal?.throwIfAborted();
      const now = this.clock();
      const windowStart = now - this.options.windowMs;
      const recent = (this.starts.get(key) ?? []).filter((at) => at > windowStart);
      if (recent.length < limit) {
        recent.push(now);
        this.starts.set(key, recent);
        return;
      }
      this.starts.set(key, recent);
      // The oldest start leaves the window at recent[0] + windowMs.
      await this.sleep(recent[0]! + this.options.windowMs - now, signal);
    }
  }
}
