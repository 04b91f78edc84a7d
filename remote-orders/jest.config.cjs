const base = require('@omni/shared/testing/jest-base.cjs')({ rootDir: __dirname });

// The order contracts' runtime values (placement sources, payment preferences) pull in typebox
// 1.x, which ships ESM only (.mjs): swc makes it CommonJS, as in remote-billing's config.
module.exports = {
  ...base,
  testTimeout: 30_000,
  transform: { ...base.transform, '^.+\\.mjs$': Object.values(base.transform)[0] },
  transformIgnorePatterns: [base.transformIgnorePatterns[0].replace('(jotai|', '(jotai|typebox|')],
};
