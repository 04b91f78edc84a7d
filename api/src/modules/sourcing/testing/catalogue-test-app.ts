import { seedCatalogue } from '../../../db/seed/catalogue/seed-catalogue';
import {
  closeTestDatabase,
  createTestApp,
  resetDatabase,
  type TestApp,
} from '../../../testing/test-app';

/** Products in the test catalogue: enough for every filter bucket, quick to seed (~1 s). */
export const TEST_CATALOGUE_SIZE = 400;

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
  });
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
