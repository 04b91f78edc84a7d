import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/env';
import { createEventBus, type EventBus } from './event-bus';
import { postgresTransport } from './postgres-transport';
import { redisTransport } from './redis-transport';

/**
 * The bus of a process: Redis pub/sub when REDIS_URL is set, else PostgreSQL LISTEN/NOTIFY on
 * DATABASE_URL, else (embedded PGlite: one process) local to the process.
 */
export function openEventBus(
  config: Pick<AppConfig, 'redisUrl' | 'databaseUrl'>,
  log: FastifyBaseLogger,
): Promise<EventBus> {
  if (config.redisUrl) return createEventBus(log, redisTransport(config.redisUrl, log));
  if (config.databaseUrl) return createEventBus(log, postgresTransport(config.databaseUrl, log));
  return createEventBus(log);
}
