import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
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

/** The user with their plan's name (null when the plan is unknown), for the account answer. */
export async function findAccountUser(db: Database, userId: string) {
  const [row] = await db
    .select({ user: users, planName: plans.name })
    .from(users)
    .leftJoin(plans, eq(plans.key, users.planKey))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/**
 * The user's workplaces (as listMemberWorkplaces) and their stores, oldest first, in one
 * statement: every API page load asks for the account, and on the embedded database each
 * statement costs more than the rows it reads (ADR 020).
 */
export async function listWorkplacesWithStores(
  db: Database,
  userId: string,
): Promise<{ workplaces: MemberWorkplace[]; stores: LinkedStoreRow[] }> {
  const rows = await db
    .select({
      id: workplaces.id,
      name: workplaces.name,
      currency: workplaceSettings.displayCurrency,
      store: {
        id: stores.id,
        workplaceId: stores.workplaceId,
        platform: stores.platform,
        platformDomain: stores.platformDomain,
        createdAt: stores.createdAt,
      },
    })
    .from(workplaceMembers)
    .innerJoin(workplaces, eq(workplaces.id, workplaceMembers.workplaceId))
    .leftJoin(workplaceSettings, eq(workplaceSettings.workplaceId, workplaces.id))
    .leftJoin(stores, eq(stores.workplaceId, workplaces.id))
    .where(eq(workplaceMembers.userId, userId))
    .orderBy(asc(workplaceMembers.createdAt), asc(workplaces.createdAt));
  const byId = new Map<string, MemberWorkplace>();
  const found: Array<LinkedStoreRow & { createdAt: Date }> = [];
  for (const row of rows) {
    if (!byId.has(row.id))
      byId.set(row.id, { id: row.id, name: row.name, currency: row.currency ?? 'USD' });
    if (row.store) found.push(row.store);
  }
  found.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return {
    workplaces: [...byId.values()],
    stores: found.map(({ createdAt: _createdAt, ...store }) => store),
  };
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
