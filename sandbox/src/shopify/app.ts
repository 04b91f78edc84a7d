import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Env } from '../stand-in';
import { registerAdminApiRoutes } from './admin-api-routes';
import { registerAdminProductsPages } from './admin-products-page';
import { sandboxAppConfig } from './config';
import { registerApprovalRoutes } from './billing/approval-routes';
import { registerBillingControlRoutes } from './billing/billing-control-routes';
import { registerPurchaseApprovalRoutes } from './billing/purchase-approval-routes';
import { registerControlRoutes } from './control-routes';
import { registerEmbeddedAdminRoutes } from './embedded-admin-routes';
import { registerOAuthRoutes } from './oauth-routes';
import { ShopifyWorld } from './world';
import type { DispatcherOptions } from './webhooks';

export interface ShopifyStandInOptions {
  publicUrl: string;
  env: Env;
  /** Tests shorten the webhook retry schedule. */
  webhooks?: Omit<DispatcherOptions, 'secret'>;
  logger?: boolean;
}

/** The Shopify stand-in: OAuth screens, Admin GraphQL API, embedded admin, control page. */
export async function buildShopifyStandIn(
  options: ShopifyStandInOptions,
): Promise<{ app: FastifyInstance; world: ShopifyWorld }> {
  const world = new ShopifyWorld(
    sandboxAppConfig(options.env),
    options.webhooks,
    options.publicUrl,
  );
  const app = Fastify({ logger: options.logger ?? false });
  await app.register(formbody);
  registerOAuthRoutes(app, world, options.publicUrl);
  registerAdminApiRoutes(app, world);
  registerEmbeddedAdminRoutes(app, world, options.publicUrl);
  registerAdminProductsPages(app, world);
  registerControlRoutes(app, world, options.publicUrl);
  registerApprovalRoutes(app, world);
  registerBillingControlRoutes(app, world);
  registerPurchaseApprovalRoutes(app, world);
  app.addHook('onClose', async () => {
    world.webhooks.close();
  });
  return { app, world };
}
