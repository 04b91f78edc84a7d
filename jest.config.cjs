// Every package's unit tests as one jest run (scripts/test.sh, `pnpm test:units`): one startup,
// and the two workers stay busy across packages instead of idling through each package's last
// slow file. Each package keeps its own config (environment, mappers, setup files, timeout);
// `pnpm --filter ./<pkg> test` still runs one package alone. The api is not here: its tests
// need a database per worker and run on their own (PGlite, then PostgreSQL).
const path = require('node:path');

const PACKAGES = [
  'shared',
  'host',
  'remote-sourcing',
  'remote-catalogue',
  'remote-orders',
  'remote-billing',
  'sandbox',
];

// jest-circus takes the test timeout from the global config only, so in a run of several
// projects each package's own testTimeout would fall back to 5 s: a setup file applies it.
const APPLY_TIMEOUT = path.join(__dirname, 'shared/testing/project-test-timeout.cjs');

module.exports = {
  projects: PACKAGES.map((name) => {
    const config = require(`./${name}/jest.config.cjs`);
    return {
      ...config,
      displayName: name,
      globals: { ...config.globals, __OMNI_PROJECT_TEST_TIMEOUT__: config.testTimeout },
      setupFilesAfterEnv: [...(config.setupFilesAfterEnv ?? []), APPLY_TIMEOUT],
    };
  }),
};
