// The stand-ins are plain Node HTTP servers: tests start them in-process on a random port.
const base = require('@omni/shared/testing/jest-base.cjs')({
  rootDir: __dirname,
  environment: 'node',
});

module.exports = { ...base, testTimeout: 20_000 };
