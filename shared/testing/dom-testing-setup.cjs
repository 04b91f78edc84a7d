// Every jsdom test file: jest-dom matchers (toBeInTheDocument, toHaveValue…) and a longer wait
// for findBy/waitFor — pages of antd components render slowly on the shared 2-core CI machine.
require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 5_000 });
