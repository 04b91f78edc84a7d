import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GuardedFetchError, guardedFetch, isPublicAddress, type Resolver } from './guarded-fetch';

/** A loopback server that counts every request it receives: the SSRF canary. */
async function startServer(handler: http.RequestListener) {
  let hits = 0;
  const server = http.createServer((req, res) => {
    hits += 1;
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    hits: () => hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'NO_ERROR';
  } catch (error) {
    return error instanceof GuardedFetchError ? error.code : `OTHER:${String(error)}`;
  }
}

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:8.8.8.8',
    'ff02::1',
    '64:ff9b::7f00:1',
    'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '93.184.216.34', '172.32.0.1', '2606:4700:4700::1111'])(
    'accepts the public %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('guardedFetch against a loopback canary', () => {
  let canary: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    canary = await startServer((_req, res) => res.end('secret'));
  });
  afterAll(() => canary.close());

  const toLoopback: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];

  it.each([
    ['loopback IPv4', () => `http://127.0.0.1:${canary.port}/`],
    ['loopback in decimal form', () => `http://2130706433:${canary.port}/`],
    ['loopback in hex form', () => `http://0x7f.1:${canary.port}/`],
    ['10/8', () => `http://10.0.0.1:${canary.port}/`],
    ['172.16/12', () => `http://172.16.0.1:${canary.port}/`],
    ['192.168/16', () => `http://192.168.0.1:${canary.port}/`],
    ['cloud metadata', () => `http://169.254.169.254/latest/meta-data/`],
    ['carrier-grade NAT', () => `http://100.64.0.1:${canary.port}/`],
    ['0.0.0.0', () => `http://0.0.0.0:${canary.port}/`],
    ['IPv6 loopback', () => `http://[::1]:${canary.port}/`],
    ['IPv4-mapped IPv6 loopback', () => `http://[::ffff:127.0.0.1]:${canary.port}/`],
    ['IPv6 unique-local', () => `http://[fd00::1]:${canary.port}/`],
    ['IPv6 link-local', () => `http://[fe80::1]:${canary.port}/`],
  ])('refuses %s without connecting', async (_label, url) => {
    expect(await codeOf(guardedFetch(url(), { timeoutMs: 2000 }))).toBe('BLOCKED_ADDRESS');
    expect(canary.hits()).toBe(0);
  });

  it('refuses a name that resolves to loopback', async () => {
    const code = await codeOf(
      guardedFetch(`http://shop.example.test:${canary.port}/`, { resolver: toLoopback }),
    );
    expect(code).toBe('BLOCKED_ADDRESS');
    expect(canary.hits()).toBe(0);
  });

  it('refuses a name whose answers mix a public and a private address', async () => {
    const mixed: Resolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    const code = await codeOf(
      guardedFetch(`http://rebind.example.test:${canary.port}/`, { resolver: mixed }),
    );
    expect(code).toBe('BLOCKED_ADDRESS');
    expect(canary.hits()).toBe(0);
  });

  it('resolves each hop once, so a second (rebound) answer is never used', async () => {
    const answers = [
      [{ address: '93.184.216.34', family: 4 as const }],
      [{ address: '127.0.0.1', family: 4 as const }],
    ];
    let calls = 0;
    const rebinding: Resolver = async () => answers[Math.min(calls++, 1)]!;
    // The public address is pinned on the socket; the request goes there (and is cut short by
    // the deadline here, with no network), never to the loopback canary.
    await codeOf(
      guardedFetch(`http://rebind.example.test:${canary.port}/`, {
        resolver: rebinding,
        timeoutMs: 300,
      }),
    );
    expect(calls).toBe(1);
    expect(canary.hits()).toBe(0);
  });

  it.each(['file:///etc/passwd', 'ftp://127.0.0.1/', 'gopher://127.0.0.1:70/', 'data:,hello'])(
    'refuses the scheme of %s',
    async (url) => {
      expect(await codeOf(guardedFetch(url))).toBe('BLOCKED_SCHEME');
      expect(canary.hits()).toBe(0);
    },
  );

  it('rejects something that is not a URL', async () => {
    expect(await codeOf(guardedFetch('not a url'))).toBe('INVALID_URL');
  });

  describe('through an allowed (sandbox) origin that redirects', () => {
    let redirector: Awaited<ReturnType<typeof startServer>>;
    beforeAll(async () => {
      redirector = await startServer((req, res) => {
        const target = new URL(req.url ?? '/', 'http://x').searchParams.get('to');
        if (target) {
          res.writeHead(302, { location: target });
          res.end();
        } else res.end('<html>store</html>');
      });
    });
    afterAll(() => redirector.close());

    it('fetches the allowed origin itself', async () => {
      const response = await guardedFetch(`${redirector.origin}/`, {
        allowedOrigins: [redirector.origin],
      });
      expect(response.status).toBe(200);
      expect(response.text()).toBe('<html>store</html>');
    });

    it.each([
      ['the loopback canary', () => `http://127.0.0.1:${canary.port}/`],
      ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
      ['a private address', () => `http://192.168.1.1:${canary.port}/`],
      ['a file URL', () => 'file:///etc/passwd'],
    ])('re-checks a redirect to %s and refuses it', async (_label, target) => {
      const url = `${redirector.origin}/?to=${encodeURIComponent(target())}`;
      const code = await codeOf(guardedFetch(url, { allowedOrigins: [redirector.origin] }));
      expect(['BLOCKED_ADDRESS', 'BLOCKED_SCHEME']).toContain(code);
      expect(canary.hits()).toBe(0);
    });

    it('limits the number of redirects', async () => {
      const self = `${redirector.origin}/`;
      const url = `${redirector.origin}/?to=${encodeURIComponent(`${self}?to=${encodeURIComponent(self + '?to=' + encodeURIComponent(self))}`)}`;
      const code = await codeOf(
        guardedFetch(url, { allowedOrigins: [redirector.origin], maxRedirects: 1 }),
      );
      expect(code).toBe('TOO_MANY_REDIRECTS');
    });
  });

  it('caps the body size', async () => {
    const big = await startServer((_req, res) => res.end('x'.repeat(10_000)));
    try {
      const code = await codeOf(
        guardedFetch(`${big.origin}/`, { allowedOrigins: [big.origin], maxBytes: 1000 }),
      );
      expect(code).toBe('TOO_LARGE');
    } finally {
      await big.close();
    }
  });

  it('gives up after the deadline', async () => {
    const slow = await startServer(() => {
      /* never answers */
    });
    try {
      const code = await codeOf(
        guardedFetch(`${slow.origin}/`, { allowedOrigins: [slow.origin], timeoutMs: 200 }),
      );
      expect(code).toBe('TIMEOUT');
    } finally {
      await slow.close();
    }
  });
});
