import { and, eq, inArray, isNull, gt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  stores,
  woocommerceConnectRequests,
  woocommerceConnections,
  workplaceMembers,
  type WoocommerceConnectionRow,
} from '../../db/schema';

/** A WooCommerce store of the caller's account (any of their workplaces) at this address key. */
export async function findAccountWooStore(db: Database, userId: string, platformDomain: string) {
  const memberOf = db
    .select({ id: workplaceMembers.workplaceId })
    .from(workplaceMembers)
    .where(eq(workplaceMembers.userId, userId));
  const [row] = await db
    .select({ id: stores.id, workplaceId: stores.workplaceId })
    .from(stores)
    .where(
      and(
        eq(stores.platform, 'woocommerce'),
        eq(stores.platformDomain, platformDomain),
        inArray(stores.workplaceId, memberOf),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function createConnectRequest(
  db: Database,
  input: { nonce: string; workplaceId: string; userId: string; storeUrl: string; expiresAt: Date },
): Promise<void> {
  await db.insert(woocommerceConnectRequests).values(input);
}

const isOpenRequest = (nonce: string, now: Date) =>
  and(
    eq(woocommerceConnectRequests.nonce, nonce),
    isNull(woocommerceConnectRequests.usedAt),
    gt(woocommerceConnectRequests.expiresAt, now),
  );

/** The connect request matching `nonce` if it is unused and unexpired (not spent), or null. */
export async function findOpenConnectRequest(db: Database, nonce: string, now: Date) {
  const [row] = await db.select().from(woocommerceConnectRequests).where(isOpenRequest(nonce, now));
  return row ?? null;
}

/** Spends a connect request: the one matching `nonce`, unused and unexpired, or null. */
export async function takeConnectRequest(db: Database, nonce: string, now: Date) {
  const [row] = await db
    .update(woocommerceConnectRequests)
    .set({ usedAt: now })
    .where(isOpenRequest(nonce, now))
    .returning();
  return row ?? null;
}

export async function findConnection(
  db: Database,
  storeId: string,
): Promise<WoocommerceConnectionRow | null> {
  const [row] = await db
    .select()
    .from(woocommerceConnections)
    .where(eq(woocommerceConnections.storeId, storeId));
  return row ?? null;
}

/** The workplace's WooCommerce store with this platform domain. */
export async function findWorkplaceWooStore(
  db: Database,
  workplaceId: string,
  platformDomain: string,
) {
  const [row] = await db
    .select()
    .from(stores)
    .where(
      and(
        eq(stores.workplaceId, workplaceId),
        eq(stores.platform, 'woocommerce'),
        eq(stores.platformDomain, platformDomain),
      ),
    );
  return row ?? null;
}

export async function setConnectionStatus(
  db: Database,
  storeId: string,
  status: 'active' | 'revoked',
): Promise<void> {
  await db
    .update(woocommerceConnections)
    .set({ status })
    .where(eq(woocommerceConnections.storeId, storeId));
}
