import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RealtimeHub } from '../modules/realtime/realtime-hub';
import { TicketStore } from '../modules/realtime/ticket-store';
import './app-context';

/** `app.realtime`: publish events to a workplace from anywhere in an API or worker process. */
export interface Realtime {
  /** To the workplace's streams on every API process (through the event bus, ADR 020). */
  publish: RealtimeHub['publish'];
  /** This process's streams. */
  hub: RealtimeHub;
  tickets: TicketStore;
  /** Open streams end when the app closes (they would hold the server open otherwise). */
  trackStream(end: () => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

async function realtimePlugin(app: FastifyInstance) {
  const { bus, db } = app.ctx;
  const hub = new RealtimeHub();
  const streams = new Set<() => void>();
  bus.subscribe('realtime', ({ workplaceId, type, data }) => hub.publish(workplaceId, type, data));
  app.decorate('realtime', {
    publish: (workplaceId, type, data) => bus.publish('realtime', { workplaceId, type, data }),
    hub,
    tickets: new TicketStore(db),
    trackStream(end) {
      streams.add(end);
      return () => streams.delete(end);
    },
  } satisfies Realtime);
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });
}

export const realtime = fp(realtimePlugin, { name: 'omni-realtime' });
