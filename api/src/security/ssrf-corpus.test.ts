import dns from 'node:dns';
import http from 'node:http';
import net from 'node:net';
import { WooRestClient } from '../integrations/woocommerce/woo-rest-client';
import { signImportedPictures } from '../modules/image-search/imported-pictures';
import { signUp, type SignedInUser } from '../testing/accounts';
import { useTestApp } from '../testing/test-app';
import { multipart } from '../testing/upload-fixtures';

// Loopback only, in this helper's port range: a canary that must never be reached, and three
// servers standing in for outside hosts (allowed as the sandbox stand-ins are under start.sh):
// one redirecting to loopback, one sending 50 MB, one dripping a byte a second.
const CANARY_PORT = 5800;
const REDIRECTOR = 'http://127.0.0.1:5801';
const BIG = 'http://127.0.0.1:5802';
const DRIP = 'http://127.0.0.1:5803';
const SANDBOX = [REDIRECTOR, BIG, DRIP];
const saved = process.env.SANDBOX_ALLOWED_ORIGINS;
process.env.SANDBOX_ALLOWED_ORIGINS = SANDBOX.join(',');
afterAll(() => {
  if (saved === undefined) delete process.env.SANDBOX_ALLOWED_ORIGINS;
  else process.env.SANDBOX_ALLOWED_ORIGINS = saved;
});

const t = useTestApp();

/** Names the stub resolver answers: public-looking names that resolve to loopback. */
const STUB_DNS: Record<string, string[]> = {
  localhost: ['127.0.0.1', '::1'],
  'shop-looks-public.com': ['127.0.0.1'],
  'cdn.images-public.net': ['::ffff:127.0.0.1'],
  'mixed-answers.com': ['93.184.216.34', '127.0.0.1'],
  'metadata.cloud-public.com': ['169.254.169.254'],
};

const canary = `:${CANARY_PORT}`;
/** Loopback in every spelling, each at the canary's port. */
const LOOPBACK = [
  `http://127.0.0.1${canary}/`,
  `http://2130706433${canary}/`,
  `http://0x7f000001${canary}/`,
  `http://0x7f.0x0.0x0.0x1${canary}/`,
  `http://0177.0.0.1${canary}/`,
  `http://017700000001${canary}/`,
  `http://127.1${canary}/`,
  `http://127.0.1${canary}/`,
  `http://0${canary}/`,
  `http://0.0.0.0${canary}/`,
  `http://[::1]${canary}/`,
  `http://[0:0:0:0:0:0:0:1]${canary}/`,
  `http://[::ffff:127.0.0.1]${canary}/`,
  `http://[::ffff:7f00:1]${canary}/`,
  `http://[::]${canary}/`,
  `http://localhost${canary}/`,
  `http://LOCALHOST.${canary}/`,
  `https://127.0.0.1${canary}/`,
  `http://user:pass@127.0.0.1${canary}/`,
  `http://127.0.0.1${canary}\\@shop-looks-public.com/`,
];
const CORPUS: Record<string, string[]> = {
  'loopback spelling': LOOPBACK,
  'redirect to loopback': [
    ...LOOPBACK.slice(0, 14).map(
      (target) => `${REDIRECTOR}/to?target=${encodeURIComponent(target)}`,
    ),
    `${REDIRECTOR}/to?target=${encodeURIComponent(`http://shop-looks-public.com${canary}/`)}`,
    `${REDIRECTOR}/to?target=${encodeURIComponent('file:///etc/passwd')}`,
    `${REDIRECTOR}/chain?hops=6`,
  ],
  'stub resolver answers loopback': [
    `http://shop-looks-public.com${canary}/`,
    `http://cdn.images-public.net${canary}/picture.png`,
    `http://mixed-answers.com${canary}/`,
    'http://metadata.cloud-public.com/latest/meta-data/',
  ],
  scheme: [
    'file:///etc/passwd',
    `gopher://127.0.0.1${canary}/_SET%20x%201`,
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    `ftp://127.0.0.1${canary}/x.png`,
    `dict://127.0.0.1${canary}/`,
    'javascript:alert(1)',
  ],
  'odd port': [
    // the allowed origin is exact: the same host at another port is not exempt
    `http://127.0.0.1${canary}/`.replace(canary, ':5804'),
    'http://127.0.0.1:22/',
    'http://127.0.0.1:5432/',
    'http://127.0.0.1:6379/',
    `${REDIRECTOR.replace('5801', '5801@127.0.0.1:5800')}/`,
    'http://127.0.0.1:65536/',
  ],
  '50 MB body': [`${BIG}/chunked.png`, `${BIG}/declared.png`],
  'slow drip': [`${DRIP}/drip.png`],
};

/** What the store analysis answers (200) when it fetched nothing. */
const SCAN_REFUSALS = new Set(['unreachable', 'excluded', 'not_a_store']);

function atSandboxOrigin(url: string): boolean {
  try {
    return SANDBOX.includes(new URL(url).origin);
  } catch {
    return false;
  }
}

interface Answer {
  status: number;
  outcome: string;
}

/** Every server-side fetch of a user-given URL, each through its own entry point. */
function callers(user: SignedInUser): Record<string, (url: string) => Promise<Answer>> {
  const headers = { authorization: `Bearer ${user.token}`, 'workplace-id': user.workplaceId };
  /** The caller's answer: HTTP status and the scan outcome or message key. */
  const send = async (method: 'GET' | 'POST', path: string, payload?: object, type?: string) => {
    const response = await t.app.inject({
      method,
      url: path,
      headers: { ...headers, ...(type ? { 'content-type': type } : {}) },
      ...(payload ? { payload } : {}),
    });
    const body = response.json() as { message?: string; data?: { outcome?: string } };
    return { status: response.statusCode, outcome: body.data?.outcome ?? body.message ?? '' };
  };
  return {
    'store analysis (quick scan)': (url) =>
      send('POST', '/api/center/products/quick-scan', { url }),
    'image search by URL': (url) =>
      send('GET', `/api/get-product-id-by-image?image_url=${encodeURIComponent(url)}`),
    'gallery link': (url) => {
      const { payload, contentType } = multipart({ fields: { link: url } });
      return send('POST', '/api/center/products/galleries/upload', payload, contentType);
    },
    'store install address (WooCommerce)': (url) =>
      send('POST', '/api/auth/platform/woocommerce/install', { shop: url }),
    // what the API fetches from a connected store (the address was checked at install)
    'store REST client (WooCommerce)': async (url) => {
      const client = new WooRestClient(
        { storeUrl: url, consumerKey: 'ck_corpus', consumerSecret: 'cs_corpus' },
        user.workplaceId,
        { allowedOrigins: SANDBOX, timeoutMs: 10_000 },
      );
      try {
        return { status: 200, outcome: await client.getCurrency() };
      } catch (error) {
        return { status: 400, outcome: error instanceof Error ? error.name : 'refused' };
      }
    },
    // the import job's fetch of an outside product's pictures
    'imported product pictures': async (url) => {
      const signed = await signImportedPictures(
        t.db,
        { warn: () => {} },
        {
          workplaceId: user.workplaceId,
          source: 'ebay',
          sourceProductId: 'ssrf-corpus',
          urls: [url],
        },
      );
      return { status: signed > 0 ? 200 : 400, outcome: `${signed} signed` };
    },
  };
}

let canaryHits = 0;
const servers: (http.Server | net.Server)[] = [];

async function listen(server: http.Server | net.Server, port: number, host: string) {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  servers.push(server);
}

beforeAll(async () => {
  const countHit = (socket: net.Socket) => {
    canaryHits += 1;
    socket.destroy();
  };
  await listen(net.createServer(countHit), CANARY_PORT, '127.0.0.1');
  await listen(net.createServer(countHit), CANARY_PORT, '::1').catch(() => undefined);
  await listen(
    http.createServer((request, response) => {
      const url = new URL(request.url ?? '/', REDIRECTOR);
      const hops = Number(url.searchParams.get('hops') ?? 0);
      const location =
        url.pathname === '/chain'
          ? hops > 0
            ? `/chain?hops=${hops - 1}`
            : `http://127.0.0.1${canary}/`
          : (url.searchParams.get('target') ?? '/');
      response.writeHead(302, { location }).end();
    }),
    5801,
    '127.0.0.1',
  );
  const megabyte = Buffer.alloc(1024 * 1024, 0x41);
  await listen(
    http.createServer((request, response) => {
      const declared = request.url?.startsWith('/declared');
      response.writeHead(200, {
        'content-type': 'image/png',
        ...(declared ? { 'content-length': String(50 * megabyte.length) } : {}),
      });
      let sent = 0;
      const more = () => {
        while (sent < 50 && !response.destroyed) {
          sent += 1;
          if (!response.write(megabyte)) return void response.once('drain', more);
        }
        response.end();
      };
      more();
    }),
    5802,
    '127.0.0.1',
  );
  await listen(
    http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png' });
      const timer = setInterval(() => response.write('A'), 1000);
      response.on('close', () => clearInterval(timer));
    }),
    5803,
    '127.0.0.1',
  );
});

afterAll(async () => {
  for (const server of servers) {
    (server as http.Server).closeAllConnections?.();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** Suite §3.6: user-given URLs never make the API reach its own network. */
describe('SSRF corpus', () => {
  it('refuses every loopback spelling, redirect, stub-resolved name, scheme, odd port, 50 MB body and slow drip at every fetch of a user URL; the canary gets 0 connections', async () => {
    // The stub resolver: the names above, nothing else (no test asks real DNS).
    const lookup = jest.spyOn(dns.promises, 'lookup').mockImplementation((async (
      hostname: string,
    ) => {
      const answers = STUB_DNS[hostname.toLowerCase().replace(/\.$/, '')];
      if (!answers) throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      return answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    }) as unknown as typeof dns.promises.lookup);
    try {
      const user = await signUp(t.app, 'ssrf@example.test');
      const lines: string[] = [];
      const let_through: string[] = [];
      const slowest: Record<string, number> = {};
      const run = async (
        caller: string,
        send: (url: string) => Promise<Answer>,
        kind: string,
        url: string,
      ) => {
        const started = Date.now();
        const result = await send(url);
        const ms = Date.now() - started;
        slowest[caller] = Math.max(slowest[caller] ?? 0, ms);
        lines.push(`${caller} · ${kind} · ${url} → ${result.status} ${result.outcome} (${ms} ms)`);
        // Installing a store only checks its address and answers a link for the browser: an
        // address at a sandbox origin is accepted by design, every other one refused.
        const accepted =
          caller === 'store install address (WooCommerce)'
            ? result.status === 200 && !atSandboxOrigin(url)
            : result.status === 200 && !SCAN_REFUSALS.has(result.outcome);
        if (result.status >= 500 || accepted)
          let_through.push(`${caller} · ${url} → ${result.status} ${result.outcome}`);
      };
      const entries = Object.entries(callers(user));
      // the slow drips wait for each caller's deadline: all at once
      await Promise.all(
        entries.map(([caller, send]) =>
          Promise.all(CORPUS['slow drip']!.map((url) => run(caller, send, 'slow drip', url))),
        ),
      );
      for (const [caller, send] of entries)
        for (const [kind, urls] of Object.entries(CORPUS))
          if (kind !== 'slow drip') for (const url of urls) await run(caller, send, kind, url);

      const total = Object.values(CORPUS).flat().length * entries.length;
      console.log(
        `SSRF corpus: ${total} requests (${Object.values(CORPUS).flat().length} URLs × ` +
          `${entries.length} fetches of user URLs), ${let_through.length} let through, ` +
          `canary connections: ${canaryHits}, slowest answer per fetch (ms): ${JSON.stringify(slowest)}\n  ` +
          lines.join('\n  '),
      );
      expect(let_through).toEqual([]);
      expect(canaryHits).toBe(0);
      // the slow drip is cut at each fetch's deadline (10 s at most), never left hanging; the
      // store client retries a timed-out read (4 attempts of 10 s here, with backoff)
      for (const [caller, ms] of Object.entries(slowest))
        expect(ms).toBeLessThan(caller === 'store REST client (WooCommerce)' ? 60_000 : 15_000);
    } finally {
      lookup.mockRestore();
    }
  }, 180_000);
});
