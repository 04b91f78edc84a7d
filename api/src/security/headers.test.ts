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
});
