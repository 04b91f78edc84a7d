import { parseRuntimeConfig } from './runtime-config';

describe('parseRuntimeConfig', () => {
  it('reads the API base and the remotes it knows', () => {
    expect(
      parseRuntimeConfig({
        apiBaseUrl: 'http://127.0.0.1:4000/api/',
        remotes: { orders: 'http://127.0.0.1:3003/mf-manifest.json', unknown: 'x', billing: 42 },
        devMailboxUrl: 'http://127.0.0.1:4000/dev/mailbox',
      }),
    ).toEqual({
      apiBaseUrl: 'http://127.0.0.1:4000/api',
      remotes: { orders: 'http://127.0.0.1:3003/mf-manifest.json' },
      devMailboxUrl: 'http://127.0.0.1:4000/dev/mailbox',
    });
  });
  it('reads the embedded-mode App Bridge address and app key when given', () => {
    expect(
      parseRuntimeConfig({
        apiBaseUrl: 'http://api.test/api',
        shopifyAppBridgeUrl: 'http://127.0.0.1:4101/app-bridge.js',
        shopifyApiKey: 'key',
      }),
    ).toEqual({
      apiBaseUrl: 'http://api.test/api',
      remotes: {},
      shopifyAppBridgeUrl: 'http://127.0.0.1:4101/app-bridge.js',
      shopifyApiKey: 'key',
    });
    expect(parseRuntimeConfig({ apiBaseUrl: 'a', shopifyAppBridgeUrl: '' })).toEqual({
      apiBaseUrl: 'a',
      remotes: {},
    });
  });
  it('fails without an API base', () => {
    expect(() => parseRuntimeConfig({ remotes: {} })).toThrow(/apiBaseUrl/);
    expect(() => parseRuntimeConfig(null)).toThrow(/apiBaseUrl/);
  });
});
