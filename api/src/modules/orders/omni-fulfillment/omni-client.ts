import type { FastifyBaseLogger } from 'fastify';
import { OmniFulfillmentClient } from '../../../integrations/omni-fulfillment/omni-fulfillment-client';
import { omniFulfillmentConfig } from '../../../integrations/omni-fulfillment/omni-fulfillment-config';
import type { AppContext } from '../../../plugins/app-context';

const clients = new WeakMap<AppContext, OmniFulfillmentClient>();

/** The process's client of the own fulfilment service (where it is read once per app). */
export function omniClient(ctx: AppContext, logger?: FastifyBaseLogger): OmniFulfillmentClient {
  let client = clients.get(ctx);
  if (!client) {
    client = new OmniFulfillmentClient(omniFulfillmentConfig(), { logger });
    clients.set(ctx, client);
  }
  return client;
}
