// Test database plumbing shared by the jest environment, global setup and teardown (plain CJS:
// it runs outside the transformed test realm).
const path = require('node:path');

const API_ROOT = path.resolve(__dirname, '..', '..');
const MIGRATIONS = path.join(API_ROOT, 'drizzle');
const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

function usePostgres() {
  return process.env.DB_DRIVER === 'postgres';
}

function runId() {
  return process.env.OMNI_TEST_RUN || String(process.pid);
}

function workerDatabaseName() {
  return `omni_test_${runId()}_w${process.env.JEST_WORKER_ID || '1'}`;
}

function urlFor(database) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdminClient(fn) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: ADMIN_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `DB_DRIVER=postgres but PostgreSQL is not reachable at ${ADMIN_URL} (${error.message}). Start it or set DATABASE_URL.`,
      { cause: error },
    );
  }
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** One in-memory PGlite with the migrations applied. */
async function createMigratedPglite() {
  const { PGlite } = require('@electric-sql/pglite');
  const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = require('drizzle-orm/pglite');
  const { migrate } = require('drizzle-orm/pglite/migrator');
  const client = await PGlite.create({ extensions: { pg_trgm } });
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
  return client;
}

/** A fresh PostgreSQL database for this worker, migrated; returns its URL. */
async function createMigratedPostgres() {
  const name = workerDatabaseName();
  await withAdminClient(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
    // A commit then returns without waiting for its WAL flush (7 ms a commit on this machine's
    // disk, 0.1 ms without). What a commit makes visible, and when, is unchanged; only a crash
    // of the server could lose the last commits, of a database the run throws away anyway.
    await client.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
  });
  const { Pool } = require('pg');
  const { drizzle } = require('drizzle-orm/node-postgres');
  const { migrate } = require('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: urlFor(name), max: 2 });
  try {
    await migrate(drizzle(pool), { migrationsFolder: MIGRATIONS });
  } finally {
    await pool.end();
  }
  return urlFor(name);
}

/** Drops every database this run created. */
async function dropRunDatabases() {
  await withAdminClient(async (client) => {
    // `_` is a LIKE wildcard: escaped, run 123 cannot drop run 1234's databases (runs in parallel)
    const { rows } = await client.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `omni\\_test\\_${runId()}\\_w%`,
    ]);
    for (const { datname } of rows)
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
}

module.exports = {
  usePostgres,
  createMigratedPglite,
  createMigratedPostgres,
  dropRunDatabases,
  withAdminClient,
};
