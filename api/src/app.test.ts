import { buildApp } from './app';
import { loadConfig } from './config/env';
import { latestMail } from './testing/accounts';
import { call, testDatabase, useTestApp } from './testing/test-app';

const t = useTestApp();

describe('app', () => {
  it('answers unknown paths with NOT_FOUND in the envelope', async () => {
    const answer = await call(t.app, 'GET', '/api/no/such/route');
    expect(answer.http).toBe(404);
    expect(answer.body).toEqual({ status: 202, message: 'NotFound', data: null });
  });

  it('hides unexpected errors behind "Server error!"', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, db: testDatabase().db });
    app.get('/api/boom', async () => {
      throw new Error('secret database detail');
    });
    const response = await app.inject({ method: 'GET', url: '/api/boom' });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: 500, message: 'Server error!', data: null });
    expect(response.body).not.toContain('secret');
  });

  it('serves the OpenAPI document listing every route with its security', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/send-verification-email',
      '/api/auth/verify-email/{id}/{code}',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
      '/api/auth/account',
      '/api/auth/account/set-language',
      '/api/auth/account/delete',
      '/api/auth/account/statistic',
      '/api/stores/list-store',
      '/api/core/stores/update-default-store',
      '/api/core/workplaces',
      '/api/core/workplaces/{id}',
      '/api/core/workplaces/settings',
      '/api/core/list-notification',
      '/api/core/notifications/mark-read',
      '/api/core/exchange-rates',
      '/api/product-sources/collections/list',
      '/api/center/products/count',
      '/api/orders/v5/count-order-status',
      '/api/payments/pricing',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(doc.paths['/api/auth/account']!.get!.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/payments/pricing']!.get!.security).toBeUndefined();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('allows the client headers from the host origin (CORS)', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/account',
      headers: {
        origin: 'http://127.0.0.1:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers':
          'authorization,workplace-id,store-id,locale,time-zone,app,api-version',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
    const allowed = String(response.headers['access-control-allow-headers']);
    for (const header of [
      'authorization',
      'workplace-id',
      'store-id',
      'platform-domain-embedded',
      'api-version',
    ]) {
      expect(allowed).toContain(header);
    }
    const stranger = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/account',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('shows the dev mailbox page with clickable links', async () => {
    await call(t.app, 'POST', '/api/auth/register', {
      body: { email: 'mailbox@example.test', password: 'Secret123' },
    });
    const mail = await latestMail(t.app, 'mailbox@example.test');
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('mailbox@example.test');
    expect(page.body).toContain(`<a href="${mail.links[0]!.replace(/&/g, '&amp;')}">`);
  });

  it('has no dev mailbox unless DEV_MAILBOX=1, and none in production (F10)', async () => {
    const db = testDatabase().db;
    for (const env of [
      { NODE_ENV: 'development' },
      {
        NODE_ENV: 'production',
        SECRET_BOX_KEY: 'a'.repeat(64),
        SHOPIFY_API_KEY: 'k',
        SHOPIFY_API_SECRET: 's',
      },
    ]) {
      const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', ...env }), db });
      expect((await app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
      await app.close();
    }
  });

  it('reports health with the database', async () => {
    const answer = await call(t.app, 'GET', '/api/health');
    expect(answer.body).toEqual({ status: 200, message: 'Ok', data: { database: 'up' } });
  });
});
