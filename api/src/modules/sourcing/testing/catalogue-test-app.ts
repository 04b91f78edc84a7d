import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { users } from '../../../db/schema';
import { seedCatalogue } from '../../../db/seed/catalogue/seed-catalogue';
import type { SignedInUser } from '../../../testing/accounts';
import {
  closeTestDatabase,
  createTestApp,
  resetDatabase,
  type TestApp,
} from '../../../testing/test-app';

/** Products in the test catalogue: enough for every filter bucket, quick to seed (~1 s). */
export const TEST_CATALOGUE_SIZE = 400;

/**
 * The app and the catalogue take ~2.7 s of CPU (most of it building the app, the worker's
 * first), but 21 s and more of wall time on a 2-core machine at load 20-25, where the suite's 30 s
 * (testTimeout, hooks too) failed it 4 times in 4 on PostgreSQL. Time, not a hang: allowed 120 s.
 */
export const CATALOGUE_SETUP_TIMEOUT_MS = 120_000;

/**
 * One app and one small generated catalogue for a whole test file. The catalogue is read-only
 * for the tests; the workplace data they write belongs to users each test signs up fresh, so
 * nothing needs resetting between tests.
 */
export function useCatalogueTestApp(): TestApp {
  const ref = {} as TestApp;
  beforeAll(async () => {
    Object.assign(ref, await createTestApp());
    await resetDatabase(ref.db);
    await seedCatalogue(ref.db, { target: TEST_CATALOGUE_SIZE, batchSize: 200 });
  }, CATALOGUE_SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await ref.app?.close();
    await closeTestDatabase();
  });
  return ref;
}

let counter = 0;
/** A unique e-mail per call (tests sign up fresh users instead of resetting data). */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter}-${process.pid}@example.test`;
}

/** Puts the user on a test plan whose IMPORT_PRODUCT limit is `limit` (-1 unlimited, 0 none). */
export async function setImportLimit(db: Database, user: SignedInUser, limit: number) {
  const key = `TEST_IMPORT_${limit}`;
  await db.execute(sql`
    INSERT INTO plans (key, name, features, is_public)
    VALUES (${key}, ${key}, ${JSON.stringify({ IMPORT_PRODUCT: { limit } })}::jsonb, false)
    ON CONFLICT (key) DO NOTHING`);
  await db.update(users).set({ planKey: key }).where(eq(users.id, user.userId));
}
