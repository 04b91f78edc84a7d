import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { AppConfig } from '../config/env';
import { appRoleUrl } from './app-role';
import type { Database, DatabaseHandle } from './database';
import { acquirePgliteLock } from './pglite-lock';
import * as schema from './schema';
import { scopeTenantPool } from './tenant-scope';

/** PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite (persisted, locked). */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'databaseAppPassword' | 'pgliteDataDir'>,
): Promise<DatabaseHandle> {
  if (config.databaseUrl)
    return openPostgres(config.databaseUrl, POSTGRES_POOL_SIZE, config.databaseAppPassword);
  return openPglite(config.pgliteDataDir);
}

/** Connections per API process (see api/README.md, search benchmark, for how it was chosen). */
export const POSTGRES_POOL_SIZE = 10;

/**
 * Settings of every pooled connection. Many small concurrent requests on few cores: parallel
 * workers and JIT compilation cost more than they save (measured with the search benchmark).
 * Named prepared statements (the order list's) are planned for their values on every run: the
 * generic plan PostgreSQL switches to after five runs read the order list's date-ranged keyset
 * pages 5–10 times slower on the order benchmark's 100,000 orders.
 */
export const POSTGRES_SESSION_OPTIONS =
  '-c max_parallel_workers_per_gather=0 -c jit=off -c plan_cache_mode=force_custom_plan';

/**
 * Two pools on one database: the owner's (DATABASE_URL; migrations, seeds, tests), whose
 * sessions are in the system scope, and the API's as omni_app (ADR 025), whose statements run in
 * the tenant scope of their request or job. Pools connect lazily: the owner's stays idle while
 * the API runs.
 */
export function openPostgres(
  databaseUrl: string,
  poolSize: number = POSTGRES_POOL_SIZE,
  appPassword?: string,
): DatabaseHandle {
  const ownerPool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    options: `${POSTGRES_SESSION_OPTIONS} -c app.system=on`,
  });
  const appPool = scopeTenantPool(
    new pg.Pool({
      connectionString: appRoleUrl(databaseUrl, appPassword),
      max: poolSize,
      options: POSTGRES_SESSION_OPTIONS,
    }),
  );
  return {
    db: drizzlePg(ownerPool, { schema }) as unknown as Database,
    appDb: drizzlePg(appPool, { schema }) as unknown as Database,
    driver: 'postgres',
    close: async () => {
      await Promise.all([ownerPool.end(), appPool.end()]);
    },
  };
}

export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  const release = inMemory ? () => undefined : acquirePgliteLock(dataDir);
  try {
    if (!inMemory) fs.mkdirSync(dataDir, { recursive: true });
    // Extensions the migrations create (CREATE EXTENSION) must be loaded into PGlite first.
    const client = await PGlite.create(inMemory ? undefined : dataDir, { extensions: { pg_trgm } });
    return wrapPglite(client, async () => {
      await client.close();
      release();
    });
  } catch (error) {
    release();
    throw error;
  }
}

/** Wraps an already open PGlite (tests share one per worker). */
export function wrapPglite(
  client: PGlite,
  close: () => Promise<void> = async () => undefined,
): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return { db, appDb: db, driver: 'pglite', close };
}
