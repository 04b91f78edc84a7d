import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeEventMap, RealtimeEventType } from '@omni/shared/contracts';

/** What a realtime event carries between processes (the hub of each fans it out to streams). */
export interface RealtimeMessage {
  workplaceId: string;
  type: RealtimeEventType;
  data: RealtimeEventMap[RealtimeEventType];
}

/** What an auth cache forgets, told to every process's cache. */
export type AuthCacheChange =
  | { forget: 'session'; sessionId: string }
  | { forget: 'user'; userId: string }
  | { forget: 'memberships' };

/** The bus's channels and the message each carries. */
export interface BusMessages {
  realtime: RealtimeMessage;
  auth: AuthCacheChange;
}
export type BusChannel = keyof BusMessages;
export const BUS_CHANNELS: readonly BusChannel[] = ['realtime', 'auth'];

/**
 * Messages between the API and worker processes of one deployment (ADR 020). `publish` delivers
 * to this process's subscribers at once, in the caller's turn, and to the other processes through
 * the transport; a process ignores its own messages when the transport brings them back.
 * Delivery to other processes is at most once: a message sent while the transport is down is lost
 * (realtime events are hints the browser can miss; the auth cache still expires its entries).
 */
export interface EventBus {
  /** 'local' (one process), 'postgres' (LISTEN/NOTIFY) or 'redis' (pub/sub). */
  readonly transport: string;
  publish<C extends BusChannel>(channel: C, message: BusMessages[C]): void;
  subscribe<C extends BusChannel>(
    channel: C,
    handler: (message: BusMessages[C]) => void,
  ): () => void;
  close(): Promise<void>;
}

/** How messages reach the other processes: a bus with none is local to its process. */
export interface BusTransport {
  readonly name: string;
  /** Starts receiving every channel; `receive` gets what any process sent, this one included. */
  start(
    channels: readonly string[],
    receive: (channel: string, payload: string) => void,
  ): Promise<void>;
  send(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/** Channel names outside the process: PostgreSQL identifiers, unlikely to clash in a shared Redis. */
export const transportChannel = (channel: BusChannel) => `omni_${channel}`;

interface Envelope {
  /** The sending process. */
  o: string;
  m: unknown;
}

export async function createEventBus(
  log: FastifyBaseLogger,
  transport?: BusTransport,
): Promise<EventBus> {
  const origin = randomUUID();
  const handlers = new Map<BusChannel, Set<(message: never) => void>>();
  const byTransportName = new Map(BUS_CHANNELS.map((c) => [transportChannel(c), c]));

  const deliver = (channel: BusChannel, message: unknown) => {
    for (const handler of handlers.get(channel) ?? []) {
      try {
        (handler as (m: unknown) => void)(message);
      } catch (error) {
        log.error({ err: error, channel }, 'a bus subscriber failed');
      }
    }
  };

  await transport?.start([...byTransportName.keys()], (name, payload) => {
    const channel = byTransportName.get(name);
    if (!channel) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      log.warn({ channel }, 'bus message that is not JSON ignored');
      return;
    }
    if (envelope.o !== origin) deliver(channel, envelope.m);
  });

  return {
    transport: transport?.name ?? 'local',
    publish(channel, message) {
      deliver(channel, message);
      if (!transport) return;
      const payload = JSON.stringify({ o: origin, m: message } satisfies Envelope);
      transport.send(transportChannel(channel), payload).catch((error: unknown) => {
        log.warn({ err: error, channel, transport: transport.name }, 'bus message not sent');
      });
    },
    subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(handler as (message: never) => void);
      return () => set.delete(handler as (message: never) => void);
    },
    async close() {
      handlers.clear();
      await transport?.close();
    },
  };
}
