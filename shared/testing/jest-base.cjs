// Base jest configuration every package extends: swc for TS/TSX, jsdom for React code, the
// polyfills jsdom lacks for react-router 7 and antd 6, jest-dom matchers and testing-library's
// longer async wait, and ESM-only packages transformed.
const path = require('node:path');

/** @param {{ rootDir: string, environment?: 'jsdom' | 'node' }} options */
module.exports = function jestBase({ rootDir, environment = 'jsdom' }) {
  return {
    rootDir,
    testEnvironment:
      environment === 'jsdom' ? path.join(__dirname, 'jsdom-environment.cjs') : environment,
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2022',
            transform: { react: { runtime: 'automatic' } },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // jotai 3 and a few others ship ESM only; pnpm paths look like node_modules/.pnpm/jotai@3…
    transformIgnorePatterns: [
      '/node_modules/\\.pnpm/(?!(jotai|@tanstack|antd|@ant-design|rc-|@rc-component)[^/]*@)',
    ],
    setupFiles: environment === 'jsdom' ? [path.join(__dirname, 'jsdom-polyfills.cjs')] : [],
    setupFilesAfterEnv:
      environment === 'jsdom' ? [path.join(__dirname, 'dom-testing-setup.cjs')] : [],
    moduleNameMapper: {
      '\\.(css|png|jpe?g|svg|webp)$': path.join(__dirname, 'file-stub.cjs'),
      '^@rc-component/util/(es|lib)/Dom/dynamicCSS$': path.join(__dirname, 'css-in-js-stub.cjs'),
    },
  };
};
