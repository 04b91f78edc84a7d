import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import {
  buildAliExpressStandIn,
  type AliExpressStandInOptions,
} from '../../../sandbox/src/aliexpress/app';
import {
  SANDBOX_ALIEXPRESS_APP_KEY,
  SANDBOX_ALIEXPRESS_APP_SECRET,
} from '../../../sandbox/src/aliexpress/stand-in';
import { buildCjStandIn, type CjStandInOptions } from '../../../sandbox/src/cj/app';
import { SANDBOX_CJ_API_KEY } from '../../../sandbox/src/cj/stand-in';
import { call } from './test-app';

/**
 * The AliExpress and CJ stand-ins listening on free ports, the API pointed at them (before the
 * app is built: it reads where they are once), closed after the file's tests. `trackingUrl` (read
 * once they listen) is the tracking stand-in they tell of the parcels they ship.
 */
export function useSupplierStandIns(
  options: {
    ae?: Pick<AliExpressStandInOptions, 'firstOrderId' | 'stepMs' | 'now'>;
    cj?: Pick<CjStandInOptions, 'stepMs' | 'now'>;
    trackingUrl?: () => string;
  } = {},
) {
  const aeOptions: AliExpressStandInOptions = {
    publicUrl: 'http://images.sandbox.test',
    appKey: SANDBOX_ALIEXPRESS_APP_KEY,
    appSecret: SANDBOX_ALIEXPRESS_APP_SECRET,
    callsPerSecond: 1_000,
    ...options.ae,
  };
  const cjOptions: CjStandInOptions = {
    publicUrl: 'http://images.sandbox.test',
    tokenIntervalMs: 0,
    accountQps: 6,
    ipQps: 50,
    ...options.cj,
  };
  const ae = buildAliExpressStandIn(aeOptions);
  const cj = buildCjStandIn(cjOptions);
  const urls = { ae: '', cj: '' };
  beforeAll(async () => {
    await ae.app.listen({ port: 0, host: '127.0.0.1' });
    await cj.app.listen({ port: 0, host: '127.0.0.1' });
    urls.ae = `http://127.0.0.1:${(ae.app.server.address() as AddressInfo).port}`;
    urls.cj = `http://127.0.0.1:${(cj.app.server.address() as AddressInfo).port}`;
    process.env.SANDBOX_ALIEXPRESS_URL = urls.ae;
    process.env.SANDBOX_CJ_URL = urls.cj;
    process.env.API_PUBLIC_URL = 'http://api.test';
    if (options.trackingUrl) aeOptions.trackingUrl = cjOptions.trackingUrl = options.trackingUrl();
  });
  afterAll(async () => {
    await ae.app.close();
    await cj.app.close();
  });
  return { ae, cj, urls };
}

/**
 * authorize → consent screen → callback, as the merchant's browser would: the authorize URL the
 * API gave and where the callback sent the browser.
 */
export async function linkAliExpress(
  app: FastifyInstance,
  aeUrl: string,
  caller: { token: string; workplaceId: string },
): Promise<{ authorizeUrl: URL; landed: URL }> {
  const authorize = await call<{ url: string }>(
    app,
    'POST',
    '/api/supplier-accounts/aliexpress/authorize',
    caller,
  );
  const url = new URL(authorize.body.data!.url);
  const consent = await fetch(`${aeUrl}/oauth/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: url.searchParams.get('client_id')!,
      redirect_uri: url.searchParams.get('redirect_uri')!,
      state: url.searchParams.get('state')!,
      account: 'buyer@aliexpress.test',
      decision: 'allow',
    }),
    redirect: 'manual',
  });
  const back = new URL(consent.headers.get('location')!);
  const callback = await app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
  return { authorizeUrl: url, landed: new URL(callback.headers.location as string) };
}

let cjAccounts = 0;

/**
 * Links a CJ account of the caller's own, as each merchant has: the stand-in limits calls per
 * second per account, so with one shared account a test's placements still running could throttle
 * the next test's link (a PostgreSQL run failed so: "CJ link failed: 400").
 */
export async function linkCj(app: FastifyInstance, caller: { token: string; workplaceId: string }) {
  cjAccounts += 1;
  const apiKey = SANDBOX_CJ_API_KEY.replace(/^CJ\d+/, `CJ${4_104_001 + cjAccounts}`);
  const linked = await call(app, 'POST', '/api/supplier-accounts/cj/link', {
    ...caller,
    body: { api_key: apiKey, email: 'me@shop.test' },
  });
  if (linked.http !== 200) throw new Error(`CJ link failed: ${linked.http}`);
}
