import { and, desc, eq, sql } from 'drizzle-orm';
import type { SupplierAccount, SupplierAccountSource } from '@omni/shared/contracts';
import type { Database } from '../../db/database';
import { supplierAccounts, workplaceMembers, type SupplierAccountRow } from '../../db/schema';

/** Data access of linked supplier accounts; every query is scoped to one workplace. */

export function toContract(row: SupplierAccountRow): SupplierAccount {
  return {
    id: row.id,
    source: row.source as SupplierAccountSource,
    account_name: row.accountName,
    status: row.status === 'expired' ? 'expired' : 'active',
    sandbox: row.sandbox,
    linked_at: row.linkedAt.toISOString(),
  };
}

export async function listAccounts(
  db: Database,
  workplaceId: string,
): Promise<SupplierAccountRow[]> {
  return db
    .select()
    .from(supplierAccounts)
    .where(eq(supplierAccounts.workplaceId, workplaceId))
    .orderBy(supplierAccounts.source, supplierAccounts.linkedAt);
}

export interface LinkedAccountInput {
  workplaceId: string;
  source: SupplierAccountSource;
  externalId: string;
  accountName: string;
  sandbox: boolean;
  accessTokenSealed: string;
  refreshTokenSealed: string;
  accessExpiresAt: Date | null;
  refreshExpiresAt: Date | null;
  callsPerSecond: number | null;
}

/** Links the account, or renews the tokens of the same account linked before. */
export async function upsertAccount(
  db: Database,
  input: LinkedAccountInput,
): Promise<SupplierAccountRow> {
  const [row] = await db
    .insert(supplierAccounts)
    .values({ ...input, status: 'active' })
    .onConflictDoUpdate({
      target: [supplierAccounts.workplaceId, supplierAccounts.source, supplierAccounts.externalId],
      set: {
        accountName: input.accountName,
        sandbox: input.sandbox,
        accessTokenSealed: input.accessTokenSealed,
        refreshTokenSealed: input.refreshTokenSealed,
        accessExpiresAt: input.accessExpiresAt,
        refreshExpiresAt: input.refreshExpiresAt,
        callsPerSecond: input.callsPerSecond,
        status: 'active',
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}

/** The most recently linked active account of a source in the workplace. */
export async function activeAccount(
  db: Database,
  workplaceId: string,
  source: SupplierAccountSource,
): Promise<SupplierAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(supplierAccounts)
    .where(
      and(
        eq(supplierAccounts.workplaceId, workplaceId),
        eq(supplierAccounts.source, source),
        eq(supplierAccounts.status, 'active'),
      ),
    )
    .orderBy(desc(supplierAccounts.linkedAt))
    .limit(1);
  return row;
}

export async function saveTokens(
  db: Database,
  id: string,
  tokens: Pick<
    LinkedAccountInput,
    'accessTokenSealed' | 'refreshTokenSealed' | 'accessExpiresAt' | 'refreshExpiresAt'
  >,
): Promise<void> {
  await db
    .update(supplierAccounts)
    .set({ ...tokens, status: 'active', updatedAt: sql`now()` })
    .where(eq(supplierAccounts.id, id));
}

export async function markExpired(db: Database, id: string): Promise<void> {
  await db
    .update(supplierAccounts)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(eq(supplierAccounts.id, id));
}

/** Unlinks; false when the id is not an account of this workplace. */
export async function deleteAccount(
  db: Database,
  workplaceId: string,
  id: string,
): Promise<boolean> {
  const deleted = await db
    .delete(supplierAccounts)
    .where(and(eq(supplierAccounts.id, id), eq(supplierAccounts.workplaceId, workplaceId)))
    .returning({ id: supplierAccounts.id });
  return deleted.length > 0;
}

export async function isMember(
  db: Database,
  workplaceId: string,
  userId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ userId: workplaceMembers.userId })
    .from(workplaceMembers)
    .where(and(eq(workplaceMembers.workplaceId, workplaceId), eq(workplaceMembers.userId, userId)))
    .limit(1);
  return row !== undefined;
}
