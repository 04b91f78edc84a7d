// jsdom lacks these browser APIs, which react-router 7 and antd 6 use.
const util = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = util.TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = util.TextDecoder;
// antd 6 (rc-component's raf/scheduler) uses MessageChannel, which jsdom does not provide.
// Node's own channel is used, with its ports unreferenced: a listening port would otherwise keep
// the process alive and a single-file jest run would never exit.
if (typeof globalThis.MessageChannel === 'undefined') {
  const { MessageChannel: NodeMessageChannel } = require('node:worker_threads');
  const unreferenced = (port) => ({
    get onmessage() {
      return port.onmessage;
    },
    set onmessage(listener) {
      port.onmessage = listener;
      port.unref();
    },
    postMessage: (data) => port.postMessage(data),
    close: () => port.close(),
  });
  globalThis.MessageChannel = class MessageChannel {
    constructor() {
      const channel = new NodeMessageChannel();
      this.port1 = unreferenced(channel.port1);
      this.port2 = unreferenced(channel.port2);
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
  // jsdom has no layout, so no scrolling; its scrollTo only logs "not implemented".
  window.scrollTo = () => {};
}
