import { count } from 'drizzle-orm';
import type { Database } from '../database';
import { users } from '../schema';
import { seedDemoMerchant } from './demo-merchant';
import { seedReferenceData } from './reference-data';

/** Idempotent: reference data upserted, demo merchant created once. */
export async function seedDatabase(
  db: Database,
  now: Date = new Date(),
): Promise<{ demoCreated: boolean }> {
  await seedReferenceData(db, now);
  return { demoCreated: await seedDemoMerchant(db, now) };
}

/** "Empty" means no account yet: start seeds then. */
export async function hasNoUsers(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0) === 0;
}
