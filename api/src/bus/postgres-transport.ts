import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { BusTransport } from './event-bus';

/** NOTIFY refuses payloads of 8000 bytes and more (PostgreSQL's default build). */
export const NOTIFY_PAYLOAD_LIMIT = 7999;
const RECONNECT_MS = [250, 1000, 3000, 10_000];
/** Names the bus's connection in pg_stat_activity, for operators (and the tests). */
export const BUS_APPLICATION_NAME = 'omni-bus';

/**
 * The bus over PostgreSQL LISTEN/NOTIFY: one dedicated connection per process (not from the pool:
 * a LISTEN belongs to its session) that listens to every channel and sends with pg_notify. When
 * the connection drops it is opened again, with backoff, and listens again. A connection still
 * being opened when the transport closes is ended once open, not kept listening.
 */
export function postgresTransport(databaseUrl: string, log: FastifyBaseLogger): BusTransport {
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let opening: Promise<void> | null = null;

  const connect = (
    channels: readonly string[],
    receive: (channel: string, payload: string) => void,
  ) => {
    const attemptOpen = open(channels, receive);
    opening = attemptOpen;
    return attemptOpen.finally(() => {
      if (opening === attemptOpen) opening = null;
    });
  };

  const open = async (
    channels: readonly string[],
    receive: (channel: string, payload: string) => void,
  ) => {
    const next = new pg.Client({
      connectionString: databaseUrl,
      application_name: BUS_APPLICATION_NAME,
    });
    next.on('notification', (message) => {
      if (message.payload !== undefined) receive(message.channel, message.payload);
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'bus: the PostgreSQL connection failed');
    });
    next.on('end', () => {
      if (client === next) client = null;
      if (!closed) scheduleReconnect(channels, receive);
    });
    try {
      await next.connect();
      for (const channel of channels) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined); // a connection that could not listen is no use
      throw error;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    attempt = 0;
  };

  const scheduleReconnect = (
    channels: readonly string[],
    receive: (channel: string, payload: string) => void,
  ) => {
    if (reconnectTimer || closed) return;
    const delay = RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)]!;
    attempt += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      connect(channels, receive).catch((error: unknown) => {
        log.warn({ err: error, attempt }, 'bus: PostgreSQL reconnect failed, trying again');
        scheduleReconnect(channels, receive);
      });
    }, delay);
    reconnectTimer.unref();
  };

  return {
    name: 'postgres',
    start: (channels, receive) => connect(channels, receive),
    async send(channel, payload) {
      if (Buffer.byteLength(payload) > NOTIFY_PAYLOAD_LIMIT)
        throw new Error(
          `a bus message of ${Buffer.byteLength(payload)} bytes is over NOTIFY's limit`,
        );
      if (!client) throw new Error('the bus connection to PostgreSQL is down');
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      await opening?.catch(() => undefined); // it ends its own connection, seeing `closed`
      await client?.end();
      client = null;
    },
  };
}
