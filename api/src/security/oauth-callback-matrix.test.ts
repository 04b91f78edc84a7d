import { createHmac } from 'node:crypto';
import { SANDBOX_SHOPIFY_API_SECRET } from '../integrations/shopify/shopify-config';
import {
  finishConnect,
  startConnect,
  useShopifyStandIn,
  type ConnectRun,
} from '../modules/shopify/shopify-test-kit';
import { signUp } from '../testing/accounts';
import { useTestApp } from '../testing/test-app';
import { databaseFingerprint } from './database-fingerprint';

// the stand-in first: the app reads SANDBOX_SHOPIFY_URL (and so the sandbox secret) when built
const standIn = useShopifyStandIn(() => t.app);
const t = useTestApp();

/**
 * Shopify's redirect with `change` applied and signed again with the app secret, as Shopify signs
 * it (hex HMAC-SHA256 of the other parameters sorted by name): the forgery a holder of the secret
 * could make, so the checks after the HMAC are tested on their own.
 */
function resigned(
  callback: URL,
  change: (params: URLSearchParams) => void,
  secret = SANDBOX_SHOPIFY_API_SECRET,
): URL {
  const url = new URL(callback);
  url.searchParams.delete('hmac');
  change(url.searchParams);
  const message = [...url.searchParams.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  url.searchParams.set('hmac', createHmac('sha256', secret).update(message).digest('hex'));
  return url;
}

const stamped = (seconds: number) => (params: URLSearchParams) =>
  params.set('timestamp', String(Math.trunc(Date.now() / 1000) + seconds));

interface Case {
  name: string;
  callback: (run: ConnectRun) => URL;
  /** The browser's state cookie sent along (the flow's own unless said otherwise). */
  cookie?: (run: ConnectRun) => ConnectRun['cookie'] | undefined;
}

const CASES: Case[] = [
  {
    name: 'hmac of another secret',
    callback: (run) => resigned(run.callback, () => {}, 'another-app-secret'),
  },
  {
    name: 'hmac with one hex digit changed',
    callback: (run) => {
      const url = new URL(run.callback);
      const hmac = url.searchParams.get('hmac')!;
      url.searchParams.set('hmac', `${hmac[0] === 'a' ? 'b' : 'a'}${hmac.slice(1)}`);
      return url;
    },
  },
  { name: 'hmac missing', callback: (run) => withoutParam(run.callback, 'hmac') },
  {
    name: 'code changed (old hmac)',
    callback: (run) => withParam(run.callback, 'code', 'f'.repeat(32)),
  },
  { name: 'timestamp −91 s (re-signed)', callback: (run) => resigned(run.callback, stamped(-91)) },
  { name: 'timestamp +91 s (re-signed)', callback: (run) => resigned(run.callback, stamped(91)) },
  {
    name: 'timestamp missing (re-signed)',
    callback: (run) => resigned(run.callback, (p) => p.delete('timestamp')),
  },
  {
    name: 'state missing (re-signed)',
    callback: (run) => resigned(run.callback, (p) => p.delete('state')),
  },
  {
    name: 'state wrong (re-signed)',
    callback: (run) => resigned(run.callback, (p) => p.set('state', '0'.repeat(32))),
  },
  { name: 'state cookie missing', callback: (run) => run.callback, cookie: () => undefined },
  {
    name: 'state cookie forged',
    callback: (run) => run.callback,
    cookie: (run) => ({ ...run.cookie, value: `v1.${'A'.repeat(40)}` }),
  },
  {
    name: 'shop=evil.com (re-signed)',
    callback: (run) => resigned(run.callback, (p) => p.set('shop', 'evil.com')),
  },
  {
    name: 'shop=x.myshopify.com.evil.com (re-signed)',
    callback: (run) =>
      resigned(run.callback, (p) => p.set('shop', 'omni-demo-apparel.myshopify.com.evil.com')),
  },
  {
    name: 'shop=evil.com/.myshopify.com (re-signed)',
    callback: (run) => resigned(run.callback, (p) => p.set('shop', 'evil.com/.myshopify.com')),
  },
  {
    name: 'shop=127.0.0.1 (re-signed)',
    callback: (run) => resigned(run.callback, (p) => p.set('shop', '127.0.0.1')),
  },
  {
    name: 'another real shop than the one asked for (re-signed)',
    callback: (run) =>
      resigned(run.callback, (p) => p.set('shop', 'omni-demo-gadgets.myshopify.com')),
  },
];

function withoutParam(callback: URL, name: string): URL {
  const url = new URL(callback);
  url.searchParams.delete(name);
  return url;
}

function withParam(callback: URL, name: string, value: string): URL {
  const url = new URL(callback);
  url.searchParams.set(name, value);
  return url;
}

/** Suite §3.2: every altered Shopify redirect is refused before the code is exchanged. */
describe('OAuth callback matrix', () => {
  it('refuses a bad hmac, a timestamp ±91 s, a missing or wrong state and a foreign shop; nothing is written', async () => {
    const who = await signUp(t.app, 'oauth-matrix@example.test');
    const run = await startConnect(t.app, standIn, who, 'omni-demo-apparel');
    const appOrigin = new URL(t.app.ctx.config.appUrl).origin;
    const before = await databaseFingerprint(t.db);

    const lines: string[] = [];
    const accepted: string[] = [];
    for (const item of CASES) {
      const landed = await finishConnect(
        t.app,
        item.callback(run),
        item.cookie ? item.cookie(run) : run.cookie,
      );
      lines.push(`${item.name} → ${landed.searchParams.get('reason') ?? 'connected'}`);
      // only ever back to our own app, never to the shop named in the query
      if (landed.origin !== appOrigin || landed.searchParams.get('success') !== '0')
        accepted.push(`${item.name} → ${landed.href}`);
    }
    const after = await databaseFingerprint(t.db);
    const changed = Object.keys(before).filter((table) => before[table] !== after[table]);

    // The genuine redirect still connects: its one-time code was never exchanged by the refusals.
    const genuine = await finishConnect(t.app, run.callback, run.cookie);
    console.log(
      `OAuth callback matrix: ${CASES.length} altered redirects, ` +
        `${CASES.length - accepted.length} refused, tables changed: ${changed.length}; ` +
        `genuine redirect → ${genuine.searchParams.get('success') === '1' ? 'connected' : genuine.href}\n  ` +
        lines.join('\n  '),
    );
    expect(accepted).toEqual([]);
    expect(changed).toEqual([]);
    expect(genuine.searchParams.get('success')).toBe('1');
  });

  it('takes a timestamp up to 90 s away (Shopify’s tolerance) and refuses one a second further', async () => {
    const who = await signUp(t.app, 'oauth-window@example.test');
    const run = await startConnect(t.app, standIn, who, 'omni-demo-apparel');
    const frozen = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(frozen);
    try {
      const reasons: Record<string, string | null> = {};
      for (const seconds of [-91, -89, 89, 91]) {
        // signed and stamped, but for another browser (no cookie): refused either way, and the
        // reason tells which check stopped it
        const landed = await finishConnect(t.app, resigned(run.callback, stamped(seconds)));
        reasons[seconds] = landed.searchParams.get('reason');
      }
      console.log(`OAuth timestamp window: ${JSON.stringify(reasons)}`);
      expect(reasons).toEqual({
        '-91': 'invalid_signature',
        '-89': 'expired',
        '89': 'expired',
        '91': 'invalid_signature',
      });
    } finally {
      clock.mockRestore();
    }
  });
});
