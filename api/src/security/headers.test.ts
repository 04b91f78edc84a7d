import { call, useTestApp } from '../testing/test-app';

const t = useTestApp();

/** F7: the API's own security headers. */
describe('security headers', () => {
  it('sends nosniff and a referrer policy on every answer, JSON and errors included', async () => {
    for (const url of ['/api/health', '/api/nowhere', '/api/auth/account']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('puts a CSP on the HTML it serves (the dev mailbox, the API docs)', async () => {
    await call(t.app, 'POST', '/api/auth/register', {
      body: { email: 'csp@example.test', password: 'Secret123' },
    });
    for (const url of ['/dev/mailbox', '/api/docs/']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    }
    console.log('headers: nosniff + no-referrer on every answer, CSP on the mailbox and docs HTML');
  });

  it('lets browsers keep a preflight for 2 h, still for the listed origins only (CORS)', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/stores/list-store',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization,workplace-id,locale,app',
        },
      });
    const host = await preflight('http://127.0.0.1:3000');
    expect(host.statusCode).toBe(204);
    expect(host.headers['access-control-max-age']).toBe('7200');
    // the exact origin, never a wildcard: credentials go with the app's calls
    expect(host.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
    expect(host.headers['access-control-allow-credentials']).toBe('true');
    expect(String(host.headers.vary)).toMatch(/origin/i);
    // a cached answer names no origin it was not given for
    for (const stranger of ['http://evil.example', 'http://127.0.0.1:3000.evil.example']) {
      const refused = await preflight(stranger);
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    }
    // and the request itself is checked again, whatever a browser kept
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'http://evil.example' },
    });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    console.log(
      `headers: preflights cached ${host.headers['access-control-max-age']} s by browsers`,
    );
  });
});
