import { and, eq, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MessageKey, BodyStatus } from '@omni/shared/errors';
import type { Database } from '../../db/database';
import { shopifyConnections, stores, woocommerceConnections, workplaces } from '../../db/schema';
import { AppError } from '../../http/app-error';

export type ConnectablePlatform = 'shopify' | 'woocommerce';

/**
 * Whether the store (platform + platform domain) is connected, with a working connection, in a
 * workplace whose owner is not the owner of `workplaceId`. A store belongs to one owner's
 * account: that owner's workplaces may share it, nobody else may connect it
 * (STORE_EXIST_ANOTHER_OWNER, spec 000 §8). A connection whose token was revoked does not count:
 * the shop or store took its access back from that account.
 */
export async function isConnectedByAnotherOwner(
  db: Database,
  workplaceId: string,
  platform: ConnectablePlatform,
  platformDomain: string,
): Promise<boolean> {
  const mine = alias(workplaces, 'mine');
  const rows = await db
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
        or(eq(shopifyConnections.status, 'active'), eq(woocommerceConnections.status, 'active')),
      ),
    )
    .limit(1);
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
): Promise<void> {
  if (await isConnectedByAnotherOwner(db, workplaceId, platform, platformDomain))
    throw storeExistAnotherOwner();
}
