import { createClient } from '@redis/client';
import type { FastifyBaseLogger } from 'fastify';
import type { BusTransport } from './event-bus';

/**
 * The bus over Redis pub/sub (REDIS_URL): one connection publishes, a duplicate subscribes (a
 * subscribed connection takes no other commands). The client reconnects and subscribes again by
 * itself; messages published meanwhile are lost, as on any pub/sub.
 */
export function redisTransport(redisUrl: string, log: FastifyBaseLogger): BusTransport {
  const publisher = createClient({
    url: redisUrl,
    socket: { reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 10_000) },
  });
  const subscriber = publisher.duplicate();
  for (const [role, client] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const)
    client.on('error', (error: unknown) => log.warn({ err: error, role }, 'bus: Redis error'));

  return {
    name: 'redis',
    async start(channels, receive) {
      await Promise.all([publisher.connect(), subscriber.connect()]);
      await subscriber.subscribe([...channels], (message, channel) => receive(channel, message));
    },
    async send(channel, payload) {
      await publisher.publish(channel, payload);
    },
    async close() {
      await Promise.allSettled([publisher.close(), subscriber.close()]);
    },
  };
}
