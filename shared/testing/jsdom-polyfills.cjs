// jsdom lacks these browser APIs, which react-router 7 and antd 6 use.
const util = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = util.TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = util.TextDecoder;
// antd 6 (rc-component's raf/scheduler) uses MessageChannel, which jsdom does not provide.
// Node's own MessageChannel keeps the process alive once a port listens (jest then never
// exits), so messages are delivered on timers instead.
if (typeof globalThis.MessageChannel === 'undefined') {
  const makePort = () => ({
    onmessage: null,
    other: null,
    postMessage(data) {
      const target = this.other;
      setTimeout(() => target.onmessage?.({ data }), 0);
    },
    start() {},
    close() {},
    addEventListener() {},
    removeEventListener() {},
  });
  globalThis.MessageChannel = class MessageChannel {
    constructor() {
      this.port1 = makePort();
      this.port2 = makePort();
      this.port1.other = this.port2;
      this.port2.other = this.port1;
    }
  };
}

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
