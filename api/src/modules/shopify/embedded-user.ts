import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  shopifyConnections,
  shopifyStaffLinks,
  users,
  workplaceMembers,
  workplaces,
} from '../../db/schema';

/** The user an embedded session acts as, and whether the staff member chose that user. */
export interface EmbeddedUser {
  userId: string;
  email: string;
  /** true: the staff member linked this user; false: the shop owner, for an unlinked staff member. */
  linked: boolean;
}

/** Workplaces the shop is connected to with a working token. */
const connectedWorkplaceIds = (db: Database, shop: string) =>
  db
    .select({ id: shopifyConnections.workplaceId })
    .from(shopifyConnections)
    .where(and(eq(shopifyConnections.shopDomain, shop), eq(shopifyConnections.status, 'active')));

/** Users who are members of a workplace the shop is connected to. */
const usersWithTheShop = (db: Database, shop: string) =>
  db
    .select({ id: workplaceMembers.userId })
    .from(workplaceMembers)
    .where(inArray(workplaceMembers.workplaceId, connectedWorkplaceIds(db, shop)));

/**
 * Who a Shopify session token for (`shop`, staff member `staffUserId`) acts as (spec 000 §4):
 * the user that staff member linked, while that user still belongs to a workplace the shop is
 * connected to; otherwise the shop's owner — the owner of the workplace holding the shop's
 * oldest working connection (one owner's account holds a shop: STORE_EXIST_ANOTHER_OWNER).
 * Null when the shop is not connected.
 */
export async function findEmbeddedUser(
  db: Database,
  shop: string,
  staffUserId: string,
): Promise<EmbeddedUser | null> {
  const [linked] = await db
    .select({ userId: users.id, email: users.email })
    .from(shopifyStaffLinks)
    .innerJoin(users, eq(users.id, shopifyStaffLinks.userId))
    .where(
      and(
        eq(shopifyStaffLinks.shopDomain, shop),
        eq(shopifyStaffLinks.staffUserId, staffUserId),
        inArray(shopifyStaffLinks.userId, usersWithTheShop(db, shop)),
      ),
    )
    .limit(1);
  if (linked) return { ...linked, linked: true };
  const [owner] = await db
    .select({ userId: users.id, email: users.email })
    .from(shopifyConnections)
    .innerJoin(workplaces, eq(workplaces.id, shopifyConnections.workplaceId))
    .innerJoin(users, eq(users.id, workplaces.ownerId))
    .where(and(eq(shopifyConnections.shopDomain, shop), eq(shopifyConnections.status, 'active')))
    .orderBy(asc(shopifyConnections.createdAt))
    .limit(1);
  return owner ? { ...owner, linked: false } : null;
}

/** Whether the user belongs to a workplace the shop is connected to (and so may be linked). */
export async function hasTheShop(db: Database, userId: string, shop: string): Promise<boolean> {
  const rows = await db
    .select({ id: workplaceMembers.userId })
    .from(workplaceMembers)
    .where(
      and(
        eq(workplaceMembers.userId, userId),
        inArray(workplaceMembers.workplaceId, connectedWorkplaceIds(db, shop)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Remembers (or replaces) the user a staff member of the shop acts as. */
export async function linkStaffUser(
  db: Database,
  link: { shop: string; staffUserId: string; userId: string },
  now: Date,
): Promise<void> {
  const values = { userId: link.userId, linkedAt: now };
  await db
    .insert(shopifyStaffLinks)
    .values({ shopDomain: link.shop, staffUserId: link.staffUserId, ...values })
    .onConflictDoUpdate({
      target: [shopifyStaffLinks.shopDomain, shopifyStaffLinks.staffUserId],
      set: values,
    });
}
