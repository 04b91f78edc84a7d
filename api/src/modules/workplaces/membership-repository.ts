import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { stores, workplaceMembers } from '../../db/schema';

/**
 * The workplace a user may act in: `requested` if they are a member of it, else (no request)
 * their first workplace. Null when they may not.
 */
export async function findMemberWorkplaceId(
  db: Database,
  userId: string,
  requested?: string,
): Promise<string | null> {
  const rows = await db
    .select({ workplaceId: workplaceMembers.workplaceId })
    .from(workplaceMembers)
    .where(
      requested
        ? and(eq(workplaceMembers.userId, userId), eq(workplaceMembers.workplaceId, requested))
        : eq(workplaceMembers.userId, userId),
    )
    .orderBy(asc(workplaceMembers.createdAt))
    .limit(1);
  return rows[0]?.workplaceId ?? null;
}

/** The workplace of a store, if the user is a member of it (the `store-id` header of spec 000 §7). */
export async function findMemberWorkplaceIdOfStore(
  db: Database,
  userId: string,
  storeId: string,
): Promise<string | null> {
  const rows = await db
    .select({ workplaceId: stores.workplaceId })
    .from(stores)
    .innerJoin(
      workplaceMembers,
      and(
        eq(workplaceMembers.workplaceId, stores.workplaceId),
        eq(workplaceMembers.userId, userId),
      ),
    )
    .where(eq(stores.id, storeId))
    .limit(1);
  return rows[0]?.workplaceId ?? null;
}
