import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Pages of antd components render slowly on the shared 2-core CI machine: findBy/waitFor wait
// up to 5 s (instead of 1 s) before calling something missing.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no scrolling; the virtual grid and the quota banner ask for it.
window.scrollTo = () => undefined;
