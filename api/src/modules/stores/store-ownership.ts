import { and, eq, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MessageKey, BodyStatus } from '@omni/shared/errors';
import type { Database } from '../../db/database';
import { inSystemScope } from '../../db/tenant-scope';
import { shopifyConnections, stores, woocommerceConnections, workplaces } from '../../db/schema';
import { AppError } from '../../http/app-error';

export type ConnectablePlatform = 'shopify' | 'woocommerce';

/**
 * Whether the store (platform + platform domain) is connected in a workplace whose owner is not
 * the owner of `workplaceId`. A store belongs to one owner's account: that owner's workplaces may
 * share it, nobody else may connect it (STORE_EXIST_ANOTHER_OWNER, spec 000 §8) until that owner
 * disconnects it. `active-only` leaves out connections whose token was revoked — for Shopify,
 * whose 401 means the shop uninstalled the app from that account; a WooCommerce store whose keys
 * stopped working is still its owner's (`any`) until they disconnect it.
 */
export async function isConnectedByAnotherOwner(
  db: Database,
  workplaceId: string,
  platform: ConnectablePlatform,
  platformDomain: string,
  connections: 'any' | 'active-only' = 'any',
): Promise<boolean> {
  const mine = alias(workplaces, 'mine');
  // other owners' stores, of which only the answer leaves: the system scope (ADR 025)
  const rows = await inSystemScope(
    async () =>
      await db
        .select({ id: stores.id })
        .from(stores)
        .innerJoin(workplaces, eq(workplaces.id, stores.workplaceId))
        .innerJoin(mine, eq(mine.id, workplaceId))
        .leftJoin(shopifyConnections, eq(shopifyConnections.storeId, stores.id))
        .leftJoin(woocommerceConnections, eq(woocommerceConnections.storeId, stores.id))
        .where(
          and(
            eq(stores.platform, platform),
            eq(stores.platformDomain, platformDomain),
            ne(workplaces.ownerId, mine.ownerId),
            connections === 'active-only'
              ? or(
                  eq(shopifyConnections.status, 'active'),
                  eq(woocommerceConnections.status, 'active'),
                )
              : undefined,
          ),
        )
        .limit(1),
  );
  return rows.length > 0;
}

export const storeExistAnotherOwner = () =>
  new AppError(BodyStatus.STORE_EXIST_ANOTHER_OWNER, MessageKey.StoreExistAnotherOwner);

/** Throws STORE_EXIST_ANOTHER_OWNER when another owner's account holds the store. */
export async function assertNotAnotherOwnersStore(
  db: Database,
  workplaceId: string,
  platform: ConnectablePlatform,
  platformDomain: string,
  connections: 'any' | 'active-only' = 'any',
): Promise<void> {
  if (await isConnectedByAnotherOwner(db, workplaceId, platform, platformDomain, connections))
    throw storeExistAnotherOwner();
}
