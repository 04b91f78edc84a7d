import { and, eq, inArray } from 'drizzle-orm';
import type { ExternalChannel } from '@omni/shared/contracts';
import type { Database } from '../../db/database';
import {
  shopifyConnections,
  stores,
  type ShopifyConnectionRow,
  type StoreRow,
} from '../../db/schema';

export interface ShopifyStoreRef {
  storeId: string;
  workplaceId: string;
}

/** The workplace's Shopify store for a shop domain, with its connection when it has one. */
export async function findWorkplaceShopifyStore(
  db: Database,
  workplaceId: string,
  shop: string,
): Promise<{ store: StoreRow; connection: ShopifyConnectionRow | null } | null> {
  const rows = await db
    .select({ store: stores, connection: shopifyConnections })
    .from(stores)
    .leftJoin(shopifyConnections, eq(shopifyConnections.storeId, stores.id))
    .where(
      and(
        eq(stores.workplaceId, workplaceId),
        eq(stores.platform, 'shopify'),
        eq(stores.platformDomain, shop),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** A store of the workplace by id, with its Shopify connection (null when not a Shopify store). */
export async function findStoreConnection(
  db: Database,
  workplaceId: string,
  storeId: string,
): Promise<{ store: StoreRow; connection: ShopifyConnectionRow } | null> {
  const rows = await db
    .select({ store: stores, connection: shopifyConnections })
    .from(stores)
    .innerJoin(shopifyConnections, eq(shopifyConnections.storeId, stores.id))
    .where(and(eq(stores.workplaceId, workplaceId), eq(stores.id, storeId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findConnectionByStoreId(
  db: Database,
  storeId: string,
): Promise<ShopifyConnectionRow | null> {
  const rows = await db
    .select()
    .from(shopifyConnections)
    .where(eq(shopifyConnections.storeId, storeId))
    .limit(1);
  return rows[0] ?? null;
}

/** Every workplace's connection to a shop (a webhook concerns them all). */
export async function findConnectionsOfShop(
  db: Database,
  shop: string,
): Promise<ShopifyConnectionRow[]> {
  return db.select().from(shopifyConnections).where(eq(shopifyConnections.shopDomain, shop));
}

export interface NewConnection {
  workplaceId: string;
  userId: string;
  shop: string;
  shopGid: string;
  primaryDomain: string;
  currency: string;
  scopes: string;
  sandbox: boolean;
  /** Seals the token for the new store's id (the id is the secret box context). */
  sealToken: (storeId: string) => string;
}

/**
 * Saves a connected shop: a new store (the workplace's default when it has none) and its
 * connection, or — when the store exists with a revoked or missing connection — a fresh token.
 */
export async function saveConnection(
  db: Database,
  input: NewConnection,
  now: Date,
): Promise<{ storeId: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const existing = await findWorkplaceShopifyStore(tx, input.workplaceId, input.shop);
    let storeId: string;
    let created = false;
    if (existing) {
      storeId = existing.store.id;
      await tx
        .update(stores)
        .set({ currency: input.currency, domain: input.primaryDomain, sandbox: input.sandbox })
        .where(eq(stores.id, storeId));
    } else {
      const others = await tx
        .select({ id: stores.id })
        .from(stores)
        .where(eq(stores.workplaceId, input.workplaceId))
        .limit(1);
      const [row] = await tx
        .insert(stores)
        .values({
          workplaceId: input.workplaceId,
          platform: 'shopify',
          platformDomain: input.shop,
          domain: input.primaryDomain,
          currency: input.currency,
          isDefault: others.length === 0,
          sandbox: input.sandbox,
        })
        .returning({ id: stores.id });
      storeId = row!.id;
      created = true;
    }
    const values = {
      workplaceId: input.workplaceId,
      shopDomain: input.shop,
      shopGid: input.shopGid,
      accessTokenSealed: input.sealToken(storeId),
      scopes: input.scopes,
      installedByUserId: input.userId,
      status: 'active',
      updatedAt: now,
    };
    await tx
      .insert(shopifyConnections)
      .values({ storeId, ...values })
      .onConflictDoUpdate({ target: shopifyConnections.storeId, set: values });
    return { storeId, created };
  });
}

export async function markConnectionRevoked(
  db: Database,
  storeId: string,
  now: Date,
): Promise<void> {
  await db
    .update(shopifyConnections)
    .set({ status: 'revoked', updatedAt: now })
    .where(eq(shopifyConnections.storeId, storeId));
}

export async function saveExternalChannels(
  db: Database,
  storeId: string,
  channels: ExternalChannel[],
): Promise<StoreRow> {
  const [row] = await db
    .update(stores)
    .set({ metadata: { external_channels: channels } })
    .where(eq(stores.id, storeId))
    .returning();
  return row!;
}

export async function setOrdersSyncedAt(db: Database, storeId: string, at: Date): Promise<void> {
  await db
    .update(shopifyConnections)
    .set({ ordersSyncedAt: at })
    .where(eq(shopifyConnections.storeId, storeId));
}

/** Removes stores (their connection, customers and line data go by cascade). */
export async function deleteStores(db: Database, storeIds: string[]): Promise<void> {
  if (storeIds.length === 0) return;
  await db.delete(stores).where(inArray(stores.id, storeIds));
}
