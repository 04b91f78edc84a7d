module.exports = require('@omni/shared/testing/jest-base.cjs')({ rootDir: __dirname });
