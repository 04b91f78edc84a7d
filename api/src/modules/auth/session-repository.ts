import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sessions, users } from '../../db/schema';
import { authCacheFor, type FoundSession } from './auth-cache';

export interface ActiveSession {
  sessionId: string;
  userId: string;
  email: string;
  /** Set when the bearer is a Shopify session token (embedded in the Shopify admin). */
  shopifyStaff?: { shop: string; staffUserId: string; linked: boolean };
}

export async function insertSession(
  db: Database,
  userId: string,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.insert(sessions).values({ userId, tokenHash, expiresAt });
}

/** The session behind a token hash if it is neither revoked nor expired, with its expiry. */
export async function findActiveSession(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<FoundSession | null> {
  const rows = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      email: users.email,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { expiresAt, ...session } = row;
  return { session, expiresAt };
}

export async function revokeSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  authCacheFor(db).forgetSession(sessionId);
}

export async function revokeAllSessions(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  authCacheFor(db).forgetUser(userId);
}
