import { loadConfig } from '../config/env';
import { runMigrations } from './migrate';
import { openDatabase } from './open-database';
import { DEMO_EMAIL, DEMO_PASSWORD } from './seed/demo-merchant';
import { seedDatabase } from './seed/seed-database';

// pnpm --filter ./api seed — migrates, then seeds (idempotent) and prints the demo credentials.
const config = loadConfig();
const handle = await openDatabase(config);
try {
  await runMigrations(handle, config.apiRoot);
  const { demoCreated } = await seedDatabase(handle.db);
  console.log(
    demoCreated
      ? 'Seeded the demo merchant and reference data.'
      : 'Reference data refreshed; demo merchant already present.',
  );
  console.log(`Demo sign-in: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
} finally {
  await handle.close();
}
