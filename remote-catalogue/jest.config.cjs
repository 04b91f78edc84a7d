const base = require('@omni/shared/testing/jest-base.cjs')({ rootDir: __dirname });

// The catalogue contracts' vocabulary is read at run time, and typebox 1.x ships ESM only
// (.mjs): swc makes it CommonJS, as in shared's and the api's configs.
module.exports = {
  ...base,
  // page tests drive antd through user events: slow on a shared two-core machine
  testTimeout: 30_000,
  transform: { ...base.transform, '^.+\\.mjs$': Object.values(base.transform)[0] },
  transformIgnorePatterns: [base.transformIgnorePatterns[0].replace('(jotai|', '(jotai|typebox|')],
};
