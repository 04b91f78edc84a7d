// API tests run against a real database: PGlite in memory (default, one per worker) or
// PostgreSQL with DB_DRIVER=postgres (a fresh database per worker, dropped at the end).
const base = require('@omni/shared/testing/jest-base.cjs')({
  rootDir: __dirname,
  environment: 'node',
});

module.exports = {
  ...base,
  testEnvironment: '<rootDir>/src/testing/database-environment.cjs',
  globalSetup: '<rootDir>/src/testing/global-setup.cjs',
  globalTeardown: '<rootDir>/src/testing/global-teardown.ts',
  testTimeout: 30_000,
  // A worker that gets jest's end message exits at once (database-environment.cjs), but the
  // kernel then frees its ~0.8-2 GB (PGlite's memory, the compiled app): measured 0.5-4 s from
  // exit(0) to the parent's exit event at load 20-25 on 2 cores, during which a SIGTERM changes
  // nothing. jest's 500 ms default called that "failed to exit gracefully"; no handle was open.
  workerGracefulExitTimeout: 15_000,
  // typebox 1.x (.mjs), content-disposition 3 and cookie 2 (via @fastify/static, light-my-request) and
  // htmlparser2 12 with its dom packages (via sanitize-html) ship ESM only: swc makes them CJS.
  transform: { ...base.transform, '^.+\\.mjs$': Object.values(base.transform)[0] },
  transformIgnorePatterns: [
    '/node_modules/\\.pnpm/(?!(typebox|content-disposition|cookie|htmlparser2|domhandler|domutils|dom-serializer|entities|domelementtype)@)',
  ],
};
