// antd 6 (rc-component's raf/scheduler) uses MessageChannel, which jsdom does not provide.
if (typeof globalThis.MessageChannel === 'undefined') {
  globalThis.MessageChannel = require('node:worker_threads').MessageChannel;
}
