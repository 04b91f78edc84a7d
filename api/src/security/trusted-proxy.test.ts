import { useTestApp } from '../testing/test-app';

// Production's sign-in limits, with a load balancer at 10.0.0.5 (ADR 033).
const t = useTestApp({
  AUTH_RATE_LIMIT_MAX: '1000',
  LOGIN_FAILURES_PER_IP: '30',
  LOGIN_FAILURES_PER_ACCOUNT: '10',
  TRUST_PROXY: '10.0.0.0/24',
});

const BALANCER = '10.0.0.5';

async function failLogin(email: string, from: string, forwardedFor?: string) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: from,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { email, password: 'Wrong2026x' },
  });
  return answer.statusCode;
}

/** TRUST_PROXY: the client's address behind the load balancer, and only from the load balancer. */
describe('trusted proxy', () => {
  it('counts sign-in failures per client behind the load balancer, not all clients together', async () => {
    // one client sprays 35 accounts through the balancer: stopped after its 30 failures …
    const sprayer: number[] = [];
    for (let i = 0; i < 35; i += 1)
      sprayer.push(await failLogin(`spray${i}@example.test`, BALANCER, '203.0.113.9'));
    expect(sprayer.slice(0, 30).every((code) => code === 400)).toBe(true);
    expect(sprayer.slice(30).every((code) => code === 429)).toBe(true);
    // … while another client through the same balancer is still checked
    expect(await failLogin('someone@example.test', BALANCER, '198.51.100.20')).toBe(400);
  });

  it('ignores X-Forwarded-For from an address that is not a listed proxy', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 35; i += 1)
      codes.push(await failLogin(`direct${i}@example.test`, '192.0.2.44', `203.0.113.${i + 1}`));
    // every attempt counts against 192.0.2.44, whatever the header says
    expect(codes.filter((code) => code === 429)).toHaveLength(5);
  });
});
