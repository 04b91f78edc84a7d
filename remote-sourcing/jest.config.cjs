const base = require('@omni/shared/testing/jest-base.cjs')({ rootDir: __dirname });

// jest-dom matchers (toHaveTextContent, toBeInTheDocument…) for the component tests.
module.exports = { ...base, setupFilesAfterEnv: ['@testing-library/jest-dom'] };
