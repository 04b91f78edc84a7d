import { eq, sql } from 'drizzle-orm';
import type { FeatureKey } from '@omni/shared/plans';
import type { Database } from '../db/database';
import { users } from '../db/schema';

let planCounter = 0;

/**
 * Puts a user on a hidden test plan of their own with these feature limits (-1 unlimited, 0 no
 * access; a feature left out is no access), so a test sets the quota it is about.
 */
export async function setPlanLimits(
  db: Database,
  userId: string,
  limits: Partial<Record<FeatureKey, number>>,
): Promise<string> {
  const key = `TEST_PLAN_${process.pid}_${++planCounter}`;
  const features = Object.fromEntries(Object.entries(limits).map(([k, limit]) => [k, { limit }]));
  await db.execute(sql`
    INSERT INTO plans (key, name, features, is_public)
    VALUES (${key}, ${key}, ${JSON.stringify(features)}::jsonb, false)
    ON CONFLICT (key) DO UPDATE SET features = excluded.features`);
  await db.update(users).set({ planKey: key }).where(eq(users.id, userId));
  return key;
}
