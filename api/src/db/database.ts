import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** Drizzle over either driver (PGlite or node-postgres); repositories only see this. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DriverName = 'pglite' | 'postgres';

/** An open database and how to close it (and release what it holds, such as the PGlite lock). */
export interface DatabaseHandle {
  db: Database;
  driver: DriverName;
  close(): Promise<void>;
}
