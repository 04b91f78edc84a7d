import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered (after the edge rules): the security suite walks it. */
    routeTable: RouteOptions[];
  }
}

async function routeTablePlugin(app: FastifyInstance) {
  const table: RouteOptions[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    table.push(route);
  });
}

export const routeTable = fp(routeTablePlugin, { name: 'omni-route-table' });
