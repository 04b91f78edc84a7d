import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RealtimeHub } from '../modules/realtime/realtime-hub';
import { TicketStore } from '../modules/realtime/ticket-store';

/** `app.realtime`: publish events to a workplace from anywhere in the API. */
export interface Realtime {
  publish: RealtimeHub['publish'];
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
  const hub = new RealtimeHub();
  const streams = new Set<() => void>();
  app.decorate('realtime', {
    publish: hub.publish.bind(hub),
    hub,
    tickets: new TicketStore(),
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
