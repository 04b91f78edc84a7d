import { spawnSync } from 'node:child_process';
import Fastify from 'fastify';
import pg from 'pg';
import { createEventBus, type BusTransport, type EventBus } from './event-bus';
import { BUS_APPLICATION_NAME, postgresTransport } from './postgres-transport';
import { redisTransport } from './redis-transport';

declare const __OMNI_TEST_DATABASE__: { postgresUrl?: string };

const log = Fastify({ logger: false }).log;
const SESSION = { forget: 'session', sessionId: 's-1' } as const;

/** Redis is optional: REDIS_URL, else the local one when something listens on 6379. */
function reachableRedis(): string | undefined {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      "require('net').connect(6379,'127.0.0.1').on('connect',()=>process.exit(0)).on('error',()=>process.exit(1))",
    ],
    { timeout: 2000 },
  );
  return probe.status === 0 ? 'redis://127.0.0.1:6379' : undefined;
}

function collect(bus: EventBus) {
  const got: unknown[] = [];
  bus.subscribe('auth', (message) => got.push(message));
  return got;
}

async function eventually(check: () => void | Promise<void>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

describe('event bus in one process', () => {
  it('delivers to this process in the publisher’s turn, only on the channel published', async () => {
    const bus = await createEventBus(log);
    const auth = collect(bus);
    const realtime: unknown[] = [];
    bus.subscribe('realtime', (message) => realtime.push(message));
    bus.publish('auth', SESSION);
    expect(auth).toEqual([SESSION]);
    expect(realtime).toEqual([]);
    await bus.close();
  });
});

const transports: Array<[string, (() => BusTransport) | undefined]> = [
  [
    'PostgreSQL LISTEN/NOTIFY',
    __OMNI_TEST_DATABASE__.postgresUrl
      ? () => postgresTransport(__OMNI_TEST_DATABASE__.postgresUrl!, log)
      : undefined,
  ],
  [
    'Redis pub/sub',
    (() => {
      const url = reachableRedis();
      return url ? () => redisTransport(url, log) : undefined;
    })(),
  ],
];

describe.each(transports)('event bus over %s', (_name, transport) => {
  const run = transport ? it : it.skip;
  run('delivers to the other processes once, and to the publisher once', async () => {
    const a = await createEventBus(log, transport!());
    const b = await createEventBus(log, transport!());
    try {
      const atA = collect(a);
      const atB = collect(b);
      a.publish('auth', SESSION);
      b.publish('auth', { forget: 'memberships' });
      await eventually(() => expect(atB).toEqual([{ forget: 'memberships' }, SESSION]));
      await eventually(() => expect(atA).toEqual([SESSION, { forget: 'memberships' }]));
      // nothing arrives twice (a process ignores its own messages coming back)
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(atA).toHaveLength(2);
      expect(atB).toHaveLength(2);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('the PostgreSQL transport', () => {
  const url = __OMNI_TEST_DATABASE__.postgresUrl;
  const run = url ? it : it.skip;

  /** The bus connections open on this worker's database. */
  async function busConnections(): Promise<number> {
    const probe = new pg.Client({ connectionString: url });
    await probe.connect();
    try {
      const { rows } = await probe.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
        [BUS_APPLICATION_NAME],
      );
      return rows[0]!.n;
    } finally {
      await probe.end();
    }
  }

  run('closed while its connection is still opening, it leaves no connection behind', async () => {
    const before = await busConnections();
    const transport = postgresTransport(url!, log);
    const started = transport.start(['auth'], () => undefined);
    await transport.close(); // a process stopping during its start, or during a reconnect
    await started.catch(() => undefined);
    await eventually(async () => expect(await busConnections()).toBe(before));
  });
});
