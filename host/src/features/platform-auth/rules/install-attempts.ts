import { openStorage } from '@omni/shared/session';

const KEY = 'omni_install_attempt_at';
/** A second unauthorised answer this soon after a fresh token means the token is not the problem. */
export const INSTALL_RETRY_WINDOW_MS = 15_000;

/** Notes that the auth-install route just fetched a fresh token (per tab). */
export function rememberAttempt(now: number = Date.now()): void {
  openStorage('sessionStorage').setItem(KEY, String(now));
}

/** Whether the auth-install route was here moments ago (the fresh token did not help). */
export function isRecentAttempt(now: number = Date.now()): boolean {
  const at = Number(openStorage('sessionStorage').getItem(KEY));
  return Number.isFinite(at) && at > 0 && now - at < INSTALL_RETRY_WINDOW_MS;
}
