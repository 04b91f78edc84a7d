import { loadConfig } from '../config/env';
import { runMigrations } from './migrate';
import { openDatabase } from './open-database';

// pnpm --filter ./api migrate — applies api/drizzle to PGlite (default) or DATABASE_URL.
const config = loadConfig();
const handle = await openDatabase(config);
try {
  await runMigrations(handle, config.apiRoot);
  console.log(`Migrations applied (${handle.driver}).`);
} finally {
  await handle.close();
}
