const base = require('@omni/shared/testing/jest-base.cjs')({ rootDir: __dirname });

module.exports = {
  ...base,
  // antd forms typed into with user-event are slow on 2 shared cores
  testTimeout: 20000,
};
