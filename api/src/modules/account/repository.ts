import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  importListItems,
  orders,
  plans,
  productCenterItems,
  stores,
  users,
  workplaceMembers,
  workplaceSettings,
  workplaces,
} from '../../db/schema';
import { authCacheFor } from '../auth/auth-cache';

export interface MemberWorkplace {
  id: string;
  name: string;
  currency: string;
}

/** The user's workplaces with their display currency, oldest membership first. */
export async function listMemberWorkplaces(
  db: Database,
  userId: string,
): Promise<MemberWorkplace[]> {
  const rows = await db
    .select({
      id: workplaces.id,
      name: workplaces.name,
      currency: workplaceSettings.displayCurrency,
    })
    .from(workplaceMembers)
    .innerJoin(workplaces, eq(workplaces.id, workplaceMembers.workplaceId))
    .leftJoin(workplaceSettings, eq(workplaceSettings.workplaceId, workplaces.id))
    .where(eq(workplaceMembers.userId, userId))
    .orderBy(asc(workplaceMembers.createdAt), asc(workplaces.createdAt));
  return rows.map((row) => ({ id: row.id, name: row.name, currency: row.currency ?? 'USD' }));
}

export interface LinkedStoreRow {
  id: string;
  workplaceId: string;
  platform: string;
  platformDomain: string;
}

/** Stores of the given workplaces (the caller passes only workplaces the user belongs to). */
export async function listStoresOfWorkplaces(
  db: Database,
  workplaceIds: string[],
): Promise<LinkedStoreRow[]> {
  if (workplaceIds.length === 0) return [];
  return db
    .select({
      id: stores.id,
      workplaceId: stores.workplaceId,
      platform: stores.platform,
      platformDomain: stores.platformDomain,
    })
    .from(stores)
    .where(inArray(stores.workplaceId, workplaceIds))
    .orderBy(asc(stores.createdAt));
}

export async function findPlanName(db: Database, key: string): Promise<string | null> {
  const rows = await db.select({ name: plans.name }).from(plans).where(eq(plans.key, key)).limit(1);
  return rows[0]?.name ?? null;
}

export async function updateLanguage(
  db: Database,
  userId: string,
  language: string,
  now: Date,
): Promise<void> {
  await db.update(users).set({ language, updatedAt: now }).where(eq(users.id, userId));
}

/** Closes the quick-start checklist; the first dismissal's time is kept. */
export async function markQuickStartDismissed(db: Database, userId: string, now: Date) {
  await db
    .update(users)
    .set({ quickStartDismissedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.quickStartDismissedAt)));
}

/** Adds a quick-start step to the account's completed ones, once (concurrent calls included). */
export async function addCompletedQuickStartStep(
  db: Database,
  userId: string,
  step: string,
  now: Date,
) {
  const asJsonb = sql`${JSON.stringify([step])}::jsonb`;
  await db
    .update(users)
    .set({ onboardingCompleted: sql`${users.onboardingCompleted} || ${asJsonb}`, updatedAt: now })
    .where(and(eq(users.id, userId), sql`not (${users.onboardingCompleted} @> ${asJsonb})`));
}

/** Deletes the user; their owned workplaces (and everything in them) go by cascade. */
export async function deleteUser(db: Database, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
  const auth = authCacheFor(db);
  auth.forgetUser(userId);
  // Other members of the workplaces that went with the account lose them too.
  auth.forgetMemberships();
}

/** Side-menu badge counts of one workplace. */
export async function countWorkplaceBadges(db: Database, workplaceId: string) {
  const [importList] = await db
    .select({ n: count() })
    .from(importListItems)
    .where(eq(importListItems.workplaceId, workplaceId));
  const [productList] = await db
    .select({ n: count() })
    .from(productCenterItems)
    .where(eq(productCenterItems.workplaceId, workplaceId));
  // The order badge counts orders waiting to be placed (placement / ready), what needs action.
  const [orderList] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.workplaceId, workplaceId), eq(orders.section, 'placement')));
  return {
    import_list: Number(importList?.n ?? 0),
    product_list: Number(productList?.n ?? 0),
    order_list: Number(orderList?.n ?? 0),
  };
}
