import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ROOT_DIR } from './e2e-stack';

/*
 * A public storefront for the store-analysis journey: the API's own fixture page and
 * products.json, served on loopback. The guarded HTTP client refuses loopback, so global-setup
 * lists this origin in SANDBOX_ALLOWED_ORIGINS of the e2e api (never set in production).
 */

export const FIXTURE_STORE_PORT = Number(process.env.E2E_FIXTURE_STORE_PORT ?? 4710);
export const FIXTURE_STORE_ORIGIN = `http://127.0.0.1:${FIXTURE_STORE_PORT}`;

const FIXTURES = path.join(ROOT_DIR, 'api', 'src', 'modules', 'store-analysis', 'fixtures');

export async function startFixtureStore(): Promise<{ close(): Promise<void> }> {
  const page = readFileSync(path.join(FIXTURES, 'storefront.html'));
  const products = readFileSync(path.join(FIXTURES, 'products.json'));
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', FIXTURE_STORE_ORIGIN);
    if (url.pathname === '/') {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(page);
    } else if (url.pathname === '/products.json') {
      response.setHeader('content-type', 'application/json');
      response.end(url.searchParams.get('page') === '1' ? products : '{"products":[]}');
    } else {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(FIXTURE_STORE_PORT, '127.0.0.1', resolve);
  });
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
