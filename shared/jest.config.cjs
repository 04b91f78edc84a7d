/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: jest loads this file with require() */
module.exports = require('./testing/jest-base.cjs')({ rootDir: __dirname });
