const base = require('@omni/shared/testing/jest-base.cjs')({ rootDir: __dirname });

// jest-dom matchers and testing-library's longer async timeout for the component tests.
// The sourcing contracts' runtime values (sorts, filter buckets) pull in typebox 1.x, which ships
// ESM only (.mjs): swc makes it CommonJS, as in the api's config.
module.exports = {
  ...base,
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
  testTimeout: 30_000,
  transform: { ...base.transform, '^.+\\.mjs$': Object.values(base.transform)[0] },
  transformIgnorePatterns: [base.transformIgnorePatterns[0].replace('(jotai|', '(jotai|typebox|')],
};
