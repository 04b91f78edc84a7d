import { and, asc, desc, eq } from 'drizzle-orm';
import type { Store, StorePlatform } from '@omni/shared/contracts';
import type { Database } from '../../db/database';
import { stores, type StoreRow } from '../../db/schema';

export function toStore(row: StoreRow): Store {
  return {
    id: row.id,
    platform: row.platform as StorePlatform,
    workplace_id: row.workplaceId,
    platform_domain: row.platformDomain,
    domain: row.domain,
    currency: row.currency,
    is_default: row.isDefault,
    sandbox: row.sandbox,
    metadata: { external_channels: row.metadata.external_channels ?? [] },
  };
}

/** Stores of one workplace, default first. */
export async function listWorkplaceStores(db: Database, workplaceId: string): Promise<Store[]> {
  const rows = await db
    .select()
    .from(stores)
    .where(eq(stores.workplaceId, workplaceId))
    .orderBy(desc(stores.isDefault), asc(stores.createdAt));
  return rows.map(toStore);
}

/** Makes `storeId` the workplace's only default store; false when it is not a store of that workplace. */
export async function setDefaultStore(
  db: Database,
  workplaceId: string,
  storeId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.workplaceId, workplaceId), eq(stores.id, storeId)))
      .limit(1);
    if (found.length === 0) return false;
    await tx.update(stores).set({ isDefault: false }).where(eq(stores.workplaceId, workplaceId));
    await tx
      .update(stores)
      .set({ isDefault: true })
      .where(and(eq(stores.workplaceId, workplaceId), eq(stores.id, storeId)));
    return true;
  });
}
