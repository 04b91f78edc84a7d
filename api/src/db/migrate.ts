import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './database';
import type * as schema from './schema';

/** Applies the committed drizzle-kit migrations (api/drizzle) with drizzle's own migrator. */
export async function runMigrations(handle: DatabaseHandle, apiRoot: string): Promise<void> {
  const migrationsFolder = path.join(apiRoot, 'drizzle');
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<typeof schema>, {
      migrationsFolder,
    });
  } else {
    await migratePg(handle.db as unknown as NodePgDatabase<typeof schema>, { migrationsFolder });
  }
}
