module.exports = require('./testing/jest-base.cjs')({ rootDir: __dirname });
