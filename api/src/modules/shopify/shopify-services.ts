import type { Shopify } from '@shopify/shopify-api';
import { ShopifyAdminClient } from '../../integrations/shopify/admin-client';
import { CostLimiter } from '../../integrations/shopify/cost-limiter';
import { createShopifyLibrary } from '../../integrations/shopify/shopify-library';
import { readShopifyConfig, type ShopifyConfig } from '../../integrations/shopify/shopify-config';
import type { Database } from '../../db/database';
import type { ShopifyConnectionRow } from '../../db/schema';
import type { AppContext } from '../../plugins/app-context';
import { createSecretBox, type SecretBox } from '../../security/secret-box';
import { findConnectionByStoreId } from './repository';

/** What the Shopify routes, jobs and the session-token check share, one set per app. */
export interface ShopifyServices {
  config: ShopifyConfig;
  library: Shopify;
  box: SecretBox;
  limiter: CostLimiter;
  /** An Admin API client for a shop with its (opened) access token. */
  client(shop: string, accessToken: string): ShopifyAdminClient;
}

const byContext = new WeakMap<AppContext, ShopifyServices>();

/**
 * The services of this app, made on first use from the validated config and the environment
 * (SHOPIFY_* for the real app, SANDBOX_SHOPIFY_URL for the stand-in otherwise).
 */
export function shopifyServices(
  ctx: AppContext,
  env: Record<string, string | undefined> = process.env,
): ShopifyServices {
  let services = byContext.get(ctx);
  if (!services) {
    const config = readShopifyConfig(env, {
      appUrl: ctx.config.appUrl,
      apiHost: ctx.config.host,
      apiPort: ctx.config.port,
    });
    const library = createShopifyLibrary(config);
    const limiter = new CostLimiter();
    services = {
      config,
      library,
      box: createSecretBox(ctx.config.secretBoxKey),
      limiter,
      client: (shop, accessToken) =>
        new ShopifyAdminClient({ library, limiter }, shop, accessToken),
    };
    byContext.set(ctx, services);
  }
  return services;
}

/** The secret box context of a store's token: a sealed token copied to another row won't open. */
export const tokenContext = (storeId: string) => `shopify-token:${storeId}`;

/** The store's connection and an Admin API client with its token, while it is active; else null. */
export async function activeShopifyClient(
  services: ShopifyServices,
  db: Database,
  storeId: string,
): Promise<{ connection: ShopifyConnectionRow; client: ShopifyAdminClient } | null> {
  const connection = await findConnectionByStoreId(db, storeId);
  if (!connection || connection.status !== 'active') return null;
  const token = services.box.open(connection.accessTokenSealed, tokenContext(storeId));
  return { connection, client: services.client(connection.shopDomain, token) };
}
