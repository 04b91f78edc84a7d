import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** Drizzle over either driver (PGlite or node-postgres); repositories only see this. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DriverName = 'pglite' | 'postgres';

/** An open database and how to close it (and release what it holds, such as the PGlite lock). */
export interface DatabaseHandle {
  /**
   * The tables' owner, in the system scope: migrations, seeds, tests' own reads and writes.
   */
  db: Database;
  /**
   * What the API and its job queue use. PostgreSQL: the role omni_app (no superuser, owns
   * nothing), every statement in the tenant scope of its request or job, so row-level security
   * applies (ADR 025). PGlite: the same instance as `db` (one superuser session).
   */
  appDb: Database;
  driver: DriverName;
  close(): Promise<void>;
}
