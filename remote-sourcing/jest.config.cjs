const base = require('@omni/shared/testing/jest-base.cjs')({ rootDir: __dirname });

// The sourcing contracts' runtime values (sorts, filter buckets) pull in typebox 1.x, which ships
// ESM only (.mjs): swc makes it CommonJS, as in the api's config.
module.exports = {
  ...base,
  testTimeout: 30_000,
  transform: { ...base.transform, '^.+\\.mjs$': Object.values(base.transform)[0] },
  transformIgnorePatterns: [
    base.transformIgnorePatterns[0].replace('(jotai|', '(jotai|typebox|country-flag-icons|'),
  ],
};
