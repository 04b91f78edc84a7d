import { and, eq } from 'drizzle-orm';
import type { Workplace } from '@omni/shared/contracts';
import type { Database } from '../../db/database';
import { exchangeRates, workplaceMembers, workplaceSettings, workplaces } from '../../db/schema';

export { listMemberWorkplaces } from '../account/repository';

/** A workplace as its member sees it; null when the user is not a member (or it does not exist). */
export async function findMemberWorkplace(
  db: Database,
  userId: string,
  workplaceId: string,
): Promise<Workplace | null> {
  const rows = await db
    .select({
      id: workplaces.id,
      name: workplaces.name,
      currency: workplaceSettings.displayCurrency,
    })
    .from(workplaceMembers)
    .innerJoin(workplaces, eq(workplaces.id, workplaceMembers.workplaceId))
    .leftJoin(workplaceSettings, eq(workplaceSettings.workplaceId, workplaces.id))
    .where(and(eq(workplaceMembers.userId, userId), eq(workplaceMembers.workplaceId, workplaceId)))
    .limit(1);
  const row = rows[0];
  return row ? { id: row.id, name: row.name, currency: row.currency ?? 'USD' } : null;
}

export async function insertWorkplace(
  db: Database,
  ownerId: string,
  name: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [workplace] = await tx
      .insert(workplaces)
      .values({ name, ownerId })
      .returning({ id: workplaces.id });
    if (!workplace) throw new Error('insert workplaces returned nothing');
    await tx
      .insert(workplaceMembers)
      .values({ workplaceId: workplace.id, userId: ownerId, role: 'owner' });
    await tx.insert(workplaceSettings).values({ workplaceId: workplace.id });
    return workplace.id;
  });
}

/** Renames a workplace the caller is a member of (checked by the caller through findMemberWorkplace). */
export async function renameWorkplace(
  db: Database,
  workplaceId: string,
  name: string,
): Promise<void> {
  await db.update(workplaces).set({ name }).where(eq(workplaces.id, workplaceId));
}

export async function upsertDisplayCurrency(
  db: Database,
  workplaceId: string,
  currency: string,
  now: Date,
): Promise<void> {
  await db
    .insert(workplaceSettings)
    .values({ workplaceId, displayCurrency: currency, updatedAt: now })
    .onConflictDoUpdate({
      target: workplaceSettings.workplaceId,
      set: { displayCurrency: currency, updatedAt: now },
    });
}

/** USD plus every currency of the rate table can be a display currency. */
export async function isKnownCurrency(db: Database, currency: string): Promise<boolean> {
  if (currency === 'USD') return true;
  const rows = await db
    .select({ c: exchangeRates.currency })
    .from(exchangeRates)
    .where(eq(exchangeRates.currency, currency))
    .limit(1);
  return rows.length === 1;
}
