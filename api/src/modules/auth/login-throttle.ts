import { LRUCache } from 'lru-cache';
import { BodyStatus, MessageKey } from '@omni/shared/errors';
import { AppError } from '../../http/app-error';

export interface LoginThrottleLimits {
  /** Failed sign-ins one address may cause across every account in a window. */
  perIp: number;
  /** Failed sign-ins one account may suffer from every address in a window. */
  perAccount: number;
  windowMs: number;
}

interface Window {
  failures: number;
  endsAt: number;
}

/**
 * Counts failed sign-ins per client address (a password sprayed over many accounts) and per
 * account (one account guessed at from many addresses). The per-IP+e-mail route limit stays in
 * front of it. Only failures count, so the real user signing in is never what fills a window;
 * a password reset clears the account's window, so a reset link always gets them back in.
 */
export class LoginThrottle {
  private readonly windows = new LRUCache<string, Window>({ max: 100_000 });

  constructor(
    private readonly limits: LoginThrottleLimits,
    private readonly now: () => Date,
  ) {}

  private current(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.endsAt <= this.now().getTime()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  /** Throws RATE_LIMIT when either window is full; call before checking the password. */
  assertAllowed(ip: string, email: string): void {
    const byIp = this.current(`ip|${ip}`)?.failures ?? 0;
    const byAccount = this.current(`account|${email}`)?.failures ?? 0;
    if (byIp >= this.limits.perIp || byAccount >= this.limits.perAccount)
      throw new AppError(BodyStatus.RATE_LIMIT, MessageKey.TooManyRequests);
  }

  recordFailure(ip: string, email: string): void {
    for (const key of [`ip|${ip}`, `account|${email}`]) {
      const window = this.current(key) ?? {
        failures: 0,
        endsAt: this.now().getTime() + this.limits.windowMs,
      };
      window.failures += 1;
      this.windows.set(key, window);
    }
  }

  /** The account proved itself (a correct password, or a reset through its mailbox). */
  clearAccount(email: string): void {
    this.windows.delete(`account|${email}`);
  }
}
