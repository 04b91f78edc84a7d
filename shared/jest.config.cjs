const base = require('./testing/jest-base.cjs')({ rootDir: __dirname });

// The contracts' runtime checks (the extension bridge's messages) use typebox 1.x, which ships
// ESM only (.mjs): swc makes it CommonJS, as in the api's and the remotes' configs.
module.exports = {
  ...base,
  transform: { ...base.transform, '^.+\\.mjs$': Object.values(base.transform)[0] },
  transformIgnorePatterns: [base.transformIgnorePatterns[0].replace('(jotai|', '(jotai|typebox|')],
};
