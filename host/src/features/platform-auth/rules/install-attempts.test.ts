import { INSTALL_RETRY_WINDOW_MS, isRecentAttempt, rememberAttempt } from './install-attempts';

describe('install attempts (no redirect loop in the admin)', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('is recent only within the retry window', () => {
    expect(isRecentAttempt(1_000)).toBe(false);
    rememberAttempt(1_000);
    expect(isRecentAttempt(1_000 + INSTALL_RETRY_WINDOW_MS - 1)).toBe(true);
    expect(isRecentAttempt(1_000 + INSTALL_RETRY_WINDOW_MS)).toBe(false);
  });
});
