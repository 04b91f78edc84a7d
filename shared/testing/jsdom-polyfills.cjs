/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: jest loads this file with require() */
// jsdom lacks these browser APIs, which react-router 7 and antd 6 use.
const { TextEncoder, TextDecoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    });
  }
  if (!window.ResizeObserver) {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  // antd calls getComputedStyle(elt, pseudo); jsdom logs "not implemented" for the pseudo form.
  const original = window.getComputedStyle.bind(window);
  window.getComputedStyle = (elt) => original(elt);
  if (!window.scrollTo || String(window.scrollTo).includes('not implemented'))
    window.scrollTo = () => {};
}
