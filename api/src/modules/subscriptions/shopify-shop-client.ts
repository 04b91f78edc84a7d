import { and, asc, eq } from 'drizzle-orm';
import { shopifyConnections, workplaces } from '../../db/schema';
import type { ShopifyAdminClient } from '../../integrations/shopify/admin-client';
import { shopifyServices, tokenContext } from '../shopify/shopify-services';
import type { AppContext } from '../../plugins/app-context';

/** An Admin API client for a shop, with the token of a connection; null when none is active. */
export type ShopClient = (shop: string, ownerId?: string) => Promise<ShopifyAdminClient | null>;

/**
 * The shop's client through an active connection — of the plan owner's workplaces when an owner
 * is given (the owner's shop bills the owner's plan).
 */
export function shopClientFor(ctx: AppContext): ShopClient {
  return async (shop, ownerId) => {
    const services = shopifyServices(ctx);
    const [connection] = await ctx.db
      .select({
        storeId: shopifyConnections.storeId,
        sealed: shopifyConnections.accessTokenSealed,
      })
      .from(shopifyConnections)
      .innerJoin(workplaces, eq(workplaces.id, shopifyConnections.workplaceId))
      .where(
        and(
          eq(shopifyConnections.shopDomain, shop),
          eq(shopifyConnections.status, 'active'),
          ...(ownerId ? [eq(workplaces.ownerId, ownerId)] : []),
        ),
      )
      .orderBy(asc(shopifyConnections.createdAt))
      .limit(1);
    if (!connection) return null;
    const token = services.box.open(connection.sealed, tokenContext(connection.storeId));
    return services.client(shop, token);
  };
}
