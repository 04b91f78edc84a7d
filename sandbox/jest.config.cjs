// The stand-ins are plain Node HTTP servers: tests start them in-process (app.inject or a random
// port).
const base = require('@omni/shared/testing/jest-base.cjs')({
  rootDir: __dirname,
  environment: 'node',
});

module.exports = {
  ...base,
  testTimeout: 20_000,
  // cookie 2 (light-my-request, behind app.inject) and content-disposition ship ESM only: swc
  // makes them CJS, as in api/.
  transform: { ...base.transform, '^.+\\.mjs$': Object.values(base.transform)[0] },
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(typebox|content-disposition|cookie)@)'],
};
