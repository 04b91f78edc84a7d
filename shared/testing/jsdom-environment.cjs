// jsdom, plus the fetch classes Node has and jsdom lacks: react-router's data routers (the ones
// useBlocker needs) build a Request for every navigation, as the host's browser router does.
const { TestEnvironment } = require('jest-environment-jsdom');

module.exports = class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['Request', 'Response', 'Headers', 'AbortController', 'AbortSignal']) {
      if (typeof this.global[name] === 'undefined') this.global[name] = globalThis[name];
    }
  }
};
