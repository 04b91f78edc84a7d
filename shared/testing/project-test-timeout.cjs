/* global jest */
// In the root jest config's run of every package (jest.config.cjs): the package's own
// testTimeout, which jest reads from the global config only. The root config passes it in
// `globals`; a file that sets its own (jest.setTimeout) still wins, as it runs later.
const timeout = globalThis.__OMNI_PROJECT_TEST_TIMEOUT__;
if (timeout) jest.setTimeout(timeout);
