import type { PGlite } from '@electric-sql/pglite';
import { getTableName, is, sql, type SQL } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { Envelope, type ApiEnvelope } from '@omni/shared/contracts';
import { buildApp } from '../app';
import type { PasswordHashing } from '../modules/auth/password-hashing';
import { loadConfig } from '../config/env';
import type { Database, DatabaseHandle } from '../db/database';
import { openPostgres, wrapPglite } from '../db/open-database';
import * as schema from '../db/schema';
import { seedReferenceData } from '../db/seed/reference-data';
import { rowsOf } from '../db/result-rows';
import { cachedSchemaCompilers } from './schema-code-cache';
import { testLogStream } from './test-logs';

/** Set by database-environment.cjs: the worker's migrated database. */
declare const __OMNI_TEST_DATABASE__: { pglite?: PGlite; postgresUrl?: string };

let handle: DatabaseHandle | null = null;

/** This file's view of the worker database (the PGlite itself is shared and never closed here). */
export function testDatabase(): DatabaseHandle {
  if (handle) return handle;
  const shared = __OMNI_TEST_DATABASE__;
  if (shared.postgresUrl) handle = openPostgres(shared.postgresUrl);
  else if (shared.pglite) handle = wrapPglite(shared.pglite);
  else throw new Error('No test database: run the API tests through api/jest.config.cjs');
  return handle;
}

export async function closeTestDatabase(): Promise<void> {
  await handle?.close();
  handle = null;
}

/** Every table of the schema. */
export const TABLES = Object.values(schema as Record<string, unknown>).filter(
  (value): value is PgTable => is(value, PgTable),
);

/**
 * Empties every table, then puts the reference data (plans, collections, rates) back. Only the
 * tables that hold rows are emptied, by DELETE, and only the sequences that moved are restarted:
 * a test touches a few dozen rows, and TRUNCATE of the whole schema (new files for every table
 * and index) cost 0.8 s per test on PGlite and 2.8 s on PostgreSQL, against 0.2 s now (measured
 * at load 15). Needs a superuser (session_replication_role), as the tests are.
 */
export async function resetDatabase(db: Database, now: Date = new Date()): Promise<void> {
  const dirty = rowsOf<{ name: string; sequence: string | null }>(
    await db.execute(await dirtyTablesQuery(db)),
  );
  if (dirty.length > 0) {
    await db.transaction(async (tx) => {
      // replica: no foreign-key triggers, so the tables can be emptied in any order
      await tx.execute(sql.raw(`SET LOCAL session_replication_role = replica`));
      for (const { name, sequence } of dirty) {
        if (sequence) await tx.execute(sql.raw(`SELECT setval('"${sequence}"', 1, false)`));
        else await tx.execute(sql.raw(`DELETE FROM "${name}"`));
      }
    });
  }
  await seedReferenceData(db, now);
}

const dirtyQueries = new WeakMap<Database, Promise<SQL>>();

/** One statement naming the tables with a row or with a sequence that has been used. */
function dirtyTablesQuery(db: Database): Promise<SQL> {
  let query = dirtyQueries.get(db);
  if (!query) {
    query = (async () => {
      const sequences = rowsOf<{ sequence: string; table: string }>(
        await db.execute(sql`
          SELECT s.relname AS sequence, t.relname AS table
          FROM pg_class s
          JOIN pg_depend d ON d.objid = s.oid AND d.deptype IN ('a', 'i')
          JOIN pg_class t ON t.oid = d.refobjid
          JOIN pg_namespace n ON n.oid = s.relnamespace
          WHERE s.relkind = 'S' AND n.nspname = 'public'`),
      );
      const checks = [
        ...TABLES.map((table) => {
          const name = getTableName(table);
          return `SELECT '${name}' AS name, NULL AS sequence WHERE EXISTS (SELECT 1 FROM "${name}")`;
        }),
        ...sequences.map(
          ({ sequence, table }) =>
            `SELECT '${table}' AS name, '${sequence}' AS sequence WHERE (SELECT is_called FROM "${sequence}")`,
        ),
      ];
      return sql.raw(checks.join(' UNION ALL '));
    })();
    dirtyQueries.set(db, query);
  }
  return query;
}

/** A clock tests can move forward (token expiry). */
export function testClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  clock: ReturnType<typeof testClock>;
}

/**
 * argon2id at its smallest cost (8 KiB, one pass): about 0.05 ms a hash instead of OWASP's
 * 10–60 ms. The API tests hash and verify thousands of times a run (a sign-up hashes, every login
 * verifies), and what they prove about passwords does not depend on the cost. Only this kit
 * passes it, to buildApp; every entry point and the demo seed hash with OWASP's baseline, which
 * password-hashing.test.ts checks (ADR 038, session 22).
 */
export const TEST_PASSWORD_HASHING: PasswordHashing = {
  memoryCost: 8,
  timeCost: 1,
  parallelism: 1,
};

/** An app over the worker database with test settings; `env` overrides variables. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    // everything, into the run's log files: the global teardown sweeps them for secrets
    LOG_LEVEL: 'trace',
    AUTH_RATE_LIMIT_MAX: '1000',
    LOGIN_FAILURES_PER_IP: '1000',
    // The tests read mailed links through the dev outbox, as the e2e journeys do.
    DEV_MAILBOX: '1',
    ...env,
  });
  // the app runs as the API does (omni_app under row-level security on PostgreSQL); the test's
  // own reads and writes go through the owner
  const { db, appDb } = testDatabase();
  const clock = testClock();
  const app = await buildApp({
    config,
    db: appDb,
    now: clock.now,
    logStream: testLogStream,
    schemaController: cachedSchemaCompilers(),
    passwordHashing: TEST_PASSWORD_HASHING,
  });
  await app.ready();
  return { app, db, clock };
}

const EnvelopeShape = Envelope(Type.Unknown());

export interface CallOptions {
  token?: string;
  workplaceId?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface CallResult<T> {
  http: number;
  body: ApiEnvelope<T>;
}

/**
 * One API call through app.inject. Every JSON answer is checked against the envelope
 * `{ status, message, data, errors? }` here, so every test also proves the envelope.
 */
export async function call<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.workplaceId) headers['workplace-id'] = options.workplaceId;
  const response = await app.inject({
    method,
    url,
    headers,
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
  const body = response.json() as ApiEnvelope<T>;
  if (!Value.Check(EnvelopeShape, body)) {
    throw new Error(`${method} ${url} answered outside the envelope: ${response.body}`);
  }
  if ((body.status === 200) !== (response.statusCode === 200)) {
    throw new Error(
      `${method} ${url}: body status ${body.status} with HTTP ${response.statusCode}`,
    );
  }
  return { http: response.statusCode, body };
}

/**
 * The usual lifecycle of an API test file: one app for the file, data reset before each test,
 * everything closed after. Returns the (filled in beforeAll) TestApp.
 */
export function useTestApp(env: Record<string, string> = {}): TestApp {
  const ref = {} as TestApp;
  beforeAll(async () => {
    Object.assign(ref, await createTestApp(env));
  });
  beforeEach(async () => {
    await resetDatabase(ref.db);
  });
  afterAll(async () => {
    await ref.app?.close();
    await closeTestDatabase();
  });
  return ref;
}
