import { latestMail, logIn, signUp, TEST_PASSWORD } from '../testing/accounts';
import { call, useTestApp } from '../testing/test-app';

// Limits as production has them (the test app raises them for other files).
const t = useTestApp({
  AUTH_RATE_LIMIT_MAX: '10',
  LOGIN_FAILURES_PER_IP: '30',
  LOGIN_FAILURES_PER_ACCOUNT: '10',
});

async function login(email: string, password: string, ip: string, headers = {}) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    headers,
    payload: { email, password },
  });
  return answer.statusCode;
}

/** F5 and suite §3.8: sign-in abuse from one address, across addresses, and spoofed headers. */
describe('login abuse', () => {
  it('stops 100 bad logins a minute from one IP', async () => {
    await signUp(t.app, 'victim@example.test');
    const codes: number[] = [];
    for (let i = 0; i < 100; i += 1)
      codes.push(await login('victim@example.test', `Wrong${i}x`, '203.0.113.7'));
    const refused = codes.filter((code) => code === 429).length;
    console.log(
      `login abuse: 100 bad logins from one IP → ${100 - refused} checked, ${refused} refused (429)`,
    );
    expect(codes.slice(0, 10).every((code) => code === 400)).toBe(true);
    expect(refused).toBeGreaterThanOrEqual(90);
  });

  it('stops a password sprayed across many accounts from one IP (per IP, across accounts)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 60; i += 1)
      codes.push(await login(`spray${i}@example.test`, 'Summer2026', '198.51.100.9'));
    const refused = codes.filter((code) => code === 429).length;
    console.log(
      `login abuse: spray over 60 accounts from one IP → ${refused} refused after ${60 - refused}`,
    );
    expect(codes.slice(0, 30).every((code) => code === 400)).toBe(true);
    expect(refused).toBe(30);
  });

  it('stops one account guessed at from many IPs, and a reset link still lets its owner in', async () => {
    await signUp(t.app, 'owner@example.test');
    const codes: number[] = [];
    for (let i = 0; i < 25; i += 1)
      codes.push(await login('owner@example.test', `Guess${i}x`, `192.0.2.${i + 1}`));
    expect(codes.slice(0, 10).every((code) => code === 400)).toBe(true);
    expect(codes.slice(10).every((code) => code === 429)).toBe(true);
    // the owner, from their own address, is held back too while the window lasts …
    expect(await login('owner@example.test', TEST_PASSWORD, '203.0.113.50')).toBe(429);
    // … but the reset link works and lets them in at once
    await call(t.app, 'POST', '/api/auth/forgot-password', {
      body: { email: 'owner@example.test' },
    });
    const link = (await latestMail(t.app, 'owner@example.test')).links.find((l) =>
      l.includes('/reset-password'),
    )!;
    const token = new URL(link).searchParams.get('token')!;
    const reset = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { token, password: 'Fresh2026x' },
    });
    expect(reset.http).toBe(200);
    expect(await login('owner@example.test', 'Fresh2026x', '203.0.113.50')).toBe(200);
    console.log(
      'login abuse: 25 guesses from 25 IPs → 15 refused; the reset link still signs the owner in',
    );
  });

  it('does not trust a spoofed X-Forwarded-For to get a fresh window', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 40; i += 1)
      codes.push(
        await login(`xff${i}@example.test`, 'Winter2026', '198.51.100.77', {
          'x-forwarded-for': `10.0.${i}.1`,
        }),
      );
    const refused = codes.filter((code) => code === 429).length;
    console.log(`login abuse: 40 logins with 40 spoofed X-Forwarded-For → ${refused} refused`);
    expect(refused).toBe(10);
  });

  it('still signs the real user in when the failures came from elsewhere (per IP window)', async () => {
    await signUp(t.app, 'calm@example.test');
    for (let i = 0; i < 35; i += 1)
      await login(`other${i}@example.test`, 'Nope2026x', '198.51.100.200');
    expect(await logIn(t.app, 'calm@example.test')).toBeTruthy();
  });
});
