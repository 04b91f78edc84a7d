import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  emailTokens,
  users,
  workplaceMembers,
  workplaceSettings,
  workplaces,
  type EmailTokenKind,
  type UserRow,
} from '../../db/schema';

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

interface NewAccount {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  language: string;
  workplaceName: string;
}

/** A user with their first workplace (owner membership, default settings), in one transaction. */
export async function insertUserWithWorkplace(db: Database, account: NewAccount): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: account.email,
        passwordHash: account.passwordHash,
        firstName: account.firstName,
        lastName: account.lastName,
        language: account.language,
      })
      .returning();
    if (!user) throw new Error('insert users returned nothing');
    const [workplace] = await tx
      .insert(workplaces)
      .values({ name: account.workplaceName, ownerId: user.id })
      .returning({ id: workplaces.id });
    if (!workplace) throw new Error('insert workplaces returned nothing');
    await tx
      .insert(workplaceMembers)
      .values({ workplaceId: workplace.id, userId: user.id, role: 'owner' });
    await tx.insert(workplaceSettings).values({ workplaceId: workplace.id });
    return user;
  });
}

export async function insertEmailToken(
  db: Database,
  userId: string,
  kind: EmailTokenKind,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.insert(emailTokens).values({ userId, kind, tokenHash, expiresAt });
}

export interface EmailTokenMatch {
  id: string;
  userId: string;
  usedAt: Date | null;
  expiresAt: Date;
}

export async function findEmailToken(
  db: Database,
  kind: EmailTokenKind,
  tokenHash: string,
): Promise<EmailTokenMatch | null> {
  const rows = await db
    .select({
      id: emailTokens.id,
      userId: emailTokens.userId,
      usedAt: emailTokens.usedAt,
      expiresAt: emailTokens.expiresAt,
    })
    .from(emailTokens)
    .where(and(eq(emailTokens.kind, kind), eq(emailTokens.tokenHash, tokenHash)))
    .limit(1);
  return rows[0] ?? null;
}

/** Marks a token used if it still is usable; false when another request used it first. */
export async function consumeEmailToken(
  db: Database,
  tokenId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(eq(emailTokens.id, tokenId), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)),
    )
    .returning({ id: emailTokens.id });
  return rows.length === 1;
}

export async function markEmailVerified(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

export async function updatePasswordHash(
  db: Database,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}
