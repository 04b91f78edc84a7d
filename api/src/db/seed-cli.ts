import { loadConfig } from '../config/env';
import { runMigrations } from './migrate';
import { openDatabase } from './open-database';
import { DEMO_EMAIL, DEMO_PASSWORD } from './seed/demo-merchant';
import { seedDatabase } from './seed/seed-database';
import { seedCatalogue } from './seed/catalogue/seed-catalogue';
import { catalogueSeedSettings } from './seed/catalogue/seed-on-start';

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
  // The whole catalogue, in the foreground (CATALOGUE_SEED_SIZE=200000 for benchmarks).
  const { size } = catalogueSeedSettings();
  if (size > 0) {
    const result = await seedCatalogue(handle.db, {
      target: size,
      batchSize: 2000,
      onProgress: (seeded, target) => process.stdout.write(`\rCatalogue: ${seeded} / ${target}`),
    });
    console.log(
      `\nCatalogue: ${result.seeded} products (${result.inserted} new) in ${(result.milliseconds / 1000).toFixed(1)} s`,
    );
  }
} finally {
  await handle.close();
}
