import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { importListItems, importPushMarks, type ImportListItemRow } from '../../../db/schema';

/* The editor's reads and its versioned write; scoped to the workplace. */

const i = importListItems;

export async function findImport(
  db: Database,
  workplaceId: string,
  id: string,
): Promise<ImportListItemRow | null> {
  const [row] = await db
    .select()
    .from(i)
    .where(and(eq(i.workplaceId, workplaceId), eq(i.id, id)));
  return row ?? null;
}

export async function findPushMarks(db: Database, id: string) {
  return db
    .select({
      storeId: importPushMarks.storeId,
      channel: importPushMarks.channel,
      storeProductId: importPushMarks.storeProductId,
      pushedAt: importPushMarks.pushedAt,
    })
    .from(importPushMarks)
    .where(eq(importPushMarks.importListItemId, id))
    .orderBy(importPushMarks.pushedAt);
}

export type ImportChanges = Partial<
  Omit<ImportListItemRow, 'id' | 'workplaceId' | 'version' | 'createdAt'>
>;

/**
 * Writes `changes` when the stored version is still `version` (and bumps it); null when it is
 * not (another save came first) or the import is not the workplace's.
 */
export async function updateImportAtVersion(
  db: Database,
  workplaceId: string,
  id: string,
  version: number,
  changes: ImportChanges,
): Promise<ImportListItemRow | null> {
  const [row] = await db
    .update(i)
    .set({ ...changes, version: sql`${i.version} + 1` })
    .where(and(eq(i.workplaceId, workplaceId), eq(i.id, id), eq(i.version, version)))
    .returning();
  return row ?? null;
}
