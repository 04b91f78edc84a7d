import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GuardedFetchError } from '../../http/guarded-fetch';
import { OutboundClient, OutboundError, type OutboundLogger } from './outbound-client';
import { RateLimiter } from './rate-limiter';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void;

/** A local server whose answers the test scripts one by one. */
async function scriptedServer(handlers: Handler[]) {
  const seen: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[] =
    [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const handler = handlers[Math.min(seen.length - 1, handlers.length - 1)]!;
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const status =
  (code: number, headers: Record<string, string> = {}, body = ''): Handler =>
  (_req, res) => {
    res.writeHead(code, headers);
    res.end(body);
  };

function recordingLogger() {
  const lines: { level: string; obj: object; msg: string }[] = [];
  const logger: OutboundLogger = {
    debug: (obj, msg) => lines.push({ level: 'debug', obj, msg }),
    info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
    warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
  };
  return { logger, lines };
}

/** A client whose waits are recorded, not slept, and whose jitter is fixed. */
function testClient(extra: Partial<ConstructorParameters<typeof OutboundClient>[0]> = {}) {
  const waits: number[] = [];
  const now = { ms: Date.parse('2026-01-01T00:00:00Z') };
  const client = new OutboundClient({
    service: 'test',
    clock: () => now.ms,
    sleep: async (ms) => {
      waits.push(ms);
      now.ms += ms;
    },
    random: () => 0.5,
    retry: { baseDelayMs: 100, maxDelayMs: 1_000 },
    ...extra,
  });
  return { client, waits, now };
}

describe('OutboundClient', () => {
  it('retries 503 with exponential backoff and full jitter, then succeeds', async () => {
    const server = await scriptedServer([status(503), status(503), status(200, {}, '{"ok":1}')]);
    const { client, waits } = testClient();
    const response = await client.request({ url: `${server.url}/x` });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ ok: 1 });
    expect(response.attempts).toBe(3);
    // random 0.5 × ceilings 100, 200
    expect(waits).toEqual([50, 100]);
    await server.close();
  });

  it('caps the backoff ceiling and stops after maxAttempts, returning the last answer', async () => {
    const server = await scriptedServer([status(502)]);
    const { client, waits } = testClient({
      retry: { baseDelayMs: 400, maxDelayMs: 1_000, maxAttempts: 4 },
    });
    const response = await client.request({ url: server.url });
    expect(response.status).toBe(502);
    expect(server.seen).toHaveLength(4);
    expect(waits).toEqual([200, 400, 500]);
    await server.close();
  });

  it('honours Retry-After given in seconds', async () => {
    const server = await scriptedServer([status(429, { 'retry-after': '3' }), status(200)]);
    const { client, waits } = testClient();
    expect((await client.request({ url: server.url, method: 'POST', body: 'a=1' })).status).toBe(
      200,
    );
    expect(waits).toEqual([3_000]);
    expect(server.seen.map((s) => s.body)).toEqual(['a=1', 'a=1']);
    await server.close();
  });

  it('honours Retry-After given as an HTTP date', async () => {
    const { client, waits, now } = testClient();
    const at = new Date(now.ms + 7_000).toUTCString();
    const server = await scriptedServer([status(503, { 'retry-after': at }), status(200)]);
    expect((await client.request({ url: server.url })).status).toBe(200);
    expect(waits).toEqual([7_000]);
    await server.close();
  });

  it('does not wait for a Retry-After longer than the policy allows', async () => {
    const server = await scriptedServer([status(429, { 'retry-after': '3600' })]);
    const { client, waits } = testClient();
    const response = await client.request({ url: server.url });
    expect(response.status).toBe(429);
    expect(server.seen).toHaveLength(1);
    expect(waits).toEqual([]);
    await server.close();
  });

  it.each([400, 401, 403, 404, 409, 422])('never retries %i', async (code) => {
    const server = await scriptedServer([status(code, { 'retry-after': '1' })]);
    const { client } = testClient();
    const response = await client.request({ url: server.url });
    expect(response.status).toBe(code);
    expect(response.ok).toBe(false);
    expect(server.seen).toHaveLength(1);
    await server.close();
  });

  it('retries 408 even for a POST, but not a 500 for a POST unless it is marked idempotent', async () => {
    const server = await scriptedServer([status(408), status(500), status(200)]);
    const { client } = testClient();
    const first = await client.request({ url: server.url, method: 'POST', body: 'x' });
    expect(first.status).toBe(500);
    expect(server.seen).toHaveLength(2);
    await server.close();

    const again = await scriptedServer([status(500), status(200)]);
    const read = await client.request({
      url: again.url,
      method: 'POST',
      body: 'x',
      idempotent: true,
    });
    expect(read.status).toBe(200);
    await again.close();
  });

  it('times out a slow attempt, retries it, and throws OutboundError when all attempts time out', async () => {
    const server = await scriptedServer([() => undefined]);
    const { client } = testClient({ timeoutMs: 50, retry: { maxAttempts: 2, baseDelayMs: 1 } });
    const error = await client.request({ url: server.url }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutboundError);
    expect((error as OutboundError).kind).toBe('timeout');
    expect((error as OutboundError).attempts).toBe(2);
    expect(server.seen).toHaveLength(2);
    await server.close();
  });

  it('never retries what the SSRF guard refused: the same refusal would follow (F8)', async () => {
    let calls = 0;
    const guarded: typeof fetch = async () => {
      calls += 1;
      throw new GuardedFetchError('BLOCKED_ADDRESS', 'The address is not a public one');
    };
    const { client, waits } = testClient({ fetch: guarded, retry: { maxAttempts: 4 } });
    const error = await client.request({ url: 'https://127.0.0.1/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutboundError);
    expect((error as OutboundError).kind).toBe('refused');
    expect(calls).toBe(1);
    expect(waits).toEqual([]);
  });

  it('retries a refused connection even for a POST (nothing was sent)', async () => {
    const server = await scriptedServer([status(200)]);
    const url = server.url;
    await server.close();
    const { client, waits } = testClient({ retry: { maxAttempts: 3 } });
    const error = (await client
      .request({ url, method: 'POST', body: 'x' })
      .catch((e: unknown) => e)) as OutboundError;
    expect(error.kind).toBe('network');
    expect(error.attempts).toBe(3);
    expect(waits).toHaveLength(2);
  });

  it('stops at once when the caller aborts', async () => {
    const server = await scriptedServer([() => undefined]);
    const { client } = testClient();
    const controller = new AbortController();
    const pending = client
      .request({ url: server.url, signal: controller.signal })
      .catch((e: unknown) => e);
    setTimeout(() => controller.abort(), 20);
    const error = (await pending) as OutboundError;
    expect(error.kind).toBe('aborted');
    expect(error.attempts).toBe(1);
    await server.close();
  });

  it('sends query, JSON body and headers', async () => {
    const server = await scriptedServer([
      status(201, { 'content-type': 'application/json' }, '{}'),
    ]);
    const { client } = testClient();
    await client.request({
      url: `${server.url}/orders?a=1`,
      method: 'POST',
      query: { b: 2, skip: undefined },
      headers: { 'X-Custom': 'yes' },
      json: { n: 1 },
    });
    expect(server.seen[0]).toMatchObject({
      method: 'POST',
      url: '/orders?a=1&b=2',
      body: '{"n":1}',
    });
    expect(server.seen[0]!.headers['content-type']).toBe('application/json');
    expect(server.seen[0]!.headers['x-custom']).toBe('yes');
    await server.close();
  });

  it('logs every attempt without secrets from the query or headers', async () => {
    const server = await scriptedServer([status(503), status(200)]);
    const { logger, lines } = recordingLogger();
    const { client } = testClient({ logger });
    await client.request({
      url: `${server.url}/sync`,
      query: { access_token: 'tok-SECRET-1', sign: 'SIG-SECRET-2', page: 2 },
      headers: { Authorization: 'Bearer AUTH-SECRET-3', 'CJ-Access-Token': 'CJ-SECRET-4' },
      tenantId: 'wp-1',
      operation: 'sync',
    });
    const text = JSON.stringify(lines);
    for (const secret of ['tok-SECRET-1', 'SIG-SECRET-2', 'AUTH-SECRET-3', 'CJ-SECRET-4'])
      expect(text).not.toContain(secret);
    expect(text).toContain('page=2');
    const retry = lines.find((l) => l.msg === 'outbound call will be retried')!;
    expect(retry.obj).toMatchObject({
      service: 'test',
      operation: 'sync',
      tenant: 'wp-1',
      status: 503,
      attempt: 1,
    });
    await server.close();
  });

  it('shares concurrency fairly: a second tenant is not stuck behind a busy one', async () => {
    const order: string[] = [];
    const gates: (() => void)[] = [];
    const server = await scriptedServer([
      (req, res) => {
        order.push(new URL(req.url!, 'http://x').searchParams.get('t')!);
        gates.push(() => res.end('ok'));
      },
    ]);
    const client = new OutboundClient({
      service: 'fair',
      fairness: { maxConcurrent: 2, maxPerTenant: 2 },
      retry: { maxAttempts: 1 },
    });
    const busy = Array.from({ length: 6 }, () =>
      client.request({ url: `${server.url}/?t=busy`, tenantId: 'busy' }),
    );
    await waitFor(() => gates.length === 2);
    const other = client.request({ url: `${server.url}/?t=other`, tenantId: 'other' });
    // Free one slot: the queued tenant 'other' goes before the remaining 'busy' calls.
    gates.shift()!();
    await waitFor(() => order.length === 3);
    expect(order[2]).toBe('other');
    while (order.length < 7 || gates.length > 0) {
      gates.shift()?.();
      await new Promise((r) => setTimeout(r, 5));
    }
    await Promise.all([...busy, other]);
    expect(client.stats()).toEqual({ active: 0, queued: 0 });
    await server.close();
  });

  it('keeps each tenant under its own concurrency ceiling', async () => {
    let inFlight = 0;
    let peak = 0;
    const server = await scriptedServer([
      (_req, res) => {
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        setTimeout(() => {
          inFlight -= 1;
          res.end('ok');
        }, 10);
      },
    ]);
    const client = new OutboundClient({
      service: 'fair',
      fairness: { maxConcurrent: 10, maxPerTenant: 3 },
    });
    await Promise.all(
      Array.from({ length: 9 }, () => client.request({ url: server.url, tenantId: 'one' })),
    );
    expect(peak).toBe(3);
    await server.close();
  });

  it('waits for a client-side rate limit before sending', async () => {
    const server = await scriptedServer([status(200)]);
    const { client: _unused, waits, now } = testClient();
    const sleep = async (ms: number) => {
      waits.push(ms);
      now.ms += ms;
    };
    const limiter = new RateLimiter({ limit: 2, windowMs: 1_000, clock: () => now.ms, sleep });
    const client = new OutboundClient({
      service: 'limited',
      clock: () => now.ms,
      sleep,
      rateLimits: [{ limiter, key: () => 'ip' }],
    });
    for (let i = 0; i < 5; i += 1) await client.request({ url: server.url });
    expect(server.seen).toHaveLength(5);
    // two free, then each further pair waits for the window to move on
    expect(waits).toEqual([1_000, 1_000]);
    await server.close();
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 2_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
}
