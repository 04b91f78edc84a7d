// Jest environment giving each test file its worker's database. This module is loaded once per
// worker (outside the per-file sandbox), so one PGlite instance (~2.4 s, ~800 MB) serves every
// file the worker runs; tests reset the data between cases.
const { TestEnvironment } = require('jest-environment-node');
const {
  usePostgres,
  createMigratedPglite,
  createMigratedPostgres,
} = require('./test-databases.cjs');

// Kept on the worker's real global so global-teardown (in-band runs share the process) can close it.
const KEY = Symbol.for('omni.test.workerDatabase');
const SCHEMA_CODE = Symbol.for('omni.test.schemaCode');

class DatabaseEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    globalThis[KEY] ??= usePostgres()
      ? createMigratedPostgres().then((url) => ({ postgresUrl: url }))
      : createMigratedPglite().then((client) => ({ pglite: client }));
    this.global.__OMNI_TEST_DATABASE__ = await globalThis[KEY];
    // strings only (schema-code-cache.ts): each file evaluates them in its own realm
    this.global.__OMNI_SCHEMA_CODE__ = globalThis[SCHEMA_CODE] ??= new Map();
  }
}

/** Closes this process's PGlite, letting the process exit. */
async function closeWorkerDatabase() {
  const database = await globalThis[KEY];
  delete globalThis[KEY];
  await database?.pglite?.close();
}

// jest-worker ends a worker with the IPC message [2] (CHILD_MESSAGE_END) and then waits for it
// to exit on its own, which an open PGlite prevents (and closing one can outlast jest's 500 ms
// grace under load). All results are reported by then and the database lives in memory only:
// exit right away.
if (process.send) {
  process.on('message', (message) => {
    if (Array.isArray(message) && message[0] === 2) process.exit(0);
  });
}

module.exports = DatabaseEnvironment;
module.exports.closeWorkerDatabase = closeWorkerDatabase;
