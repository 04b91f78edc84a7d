import { call, useTestApp } from '../testing/test-app';

const t = useTestApp({ AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW_MS: '60000' });

const LIMITED: Array<[string, (email: string) => object]> = [
  ['/api/auth/login', (email) => ({ email, password: 'Wrong1234' })],
  ['/api/auth/forgot-password', (email) => ({ email })],
  ['/api/auth/send-verification-email', (email) => ({ email })],
  ['/api/auth/register', (email) => ({ email, password: 'Secret123' })],
  ['/api/auth/reset-password', () => ({ token: 'not-a-token', password: 'Secret123' })],
];

describe('rate limits on the sign-in family', () => {
  it.each(LIMITED)('%s answers RATE_LIMIT 229 / HTTP 429 after the limit', async (url, body) => {
    const email = `rl-${url.split('/').pop()}@example.test`;
    for (let i = 0; i < 3; i += 1) {
      const allowed = await call(t.app, 'POST', url, { body: body(email) });
      expect(allowed.http).not.toBe(429);
    }
    const limited = await call(t.app, 'POST', url, { body: body(email) });
    expect(limited.http).toBe(429);
    expect(limited.body).toEqual({ status: 229, message: 'TooManyRequests', data: null });
  });

  it('counts per e-mail: another address is not blocked', async () => {
    for (let i = 0; i < 4; i += 1) {
      await call(t.app, 'POST', '/api/auth/login', {
        body: { email: 'one@example.test', password: 'Wrong1234' },
      });
    }
    const other = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: 'two@example.test', password: 'Wrong1234' },
    });
    expect(other.body.message).toBe('InvalidCredentials');
  });

  it('does not limit other routes', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await call(t.app, 'GET', '/api/payments/pricing')).http).toBe(200);
    }
  });
});
