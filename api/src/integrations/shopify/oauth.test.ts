import { ApiVersion } from '@shopify/shopify-api';
import { authorizeUrl, checkCallbackQuery } from './oauth';
import { createShopifyLibrary } from './shopify-library';
import type { ShopifyConfig } from './shopify-config';

// Shopify's documented example of a signed OAuth redirect (app secret "hush").
const DOCUMENTED = {
  code: '0907a61c0c8d55e99db179b68161bc00',
  hmac: '700e2dadb827fcc8609e9d5ce208b2e9cdaab9df07390d2cbca10d7c328fc4bf',
  shop: 'some-shop.myshopify.com',
  state: '0.6784241404160823',
  timestamp: '1337178173',
};

const config: ShopifyConfig = {
  mode: 'live',
  apiKey: 'documented-app',
  apiSecret: 'hush',
  scopes: ['read_orders'],
  apiVersion: ApiVersion.October25,
  sandboxUrl: null,
  apiPublicUrl: 'https://api.example.test/api',
  syncIntervalMs: 60_000,
  appUrl: 'https://app.example.test',
};

describe('Shopify OAuth checks', () => {
  const library = createShopifyLibrary(config);
  afterEach(() => jest.restoreAllMocks());

  it("accepts Shopify's documented example at its own time", async () => {
    jest.spyOn(Date, 'now').mockReturnValue(Number(DOCUMENTED.timestamp) * 1000 + 30_000);
    await expect(checkCallbackQuery(library, DOCUMENTED)).resolves.toEqual({
      ok: true,
      shop: DOCUMENTED.shop,
      code: DOCUMENTED.code,
      state: DOCUMENTED.state,
    });
  });

  it('refuses it altered, unsigned, stale, or for a domain that is not a shop', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(Number(DOCUMENTED.timestamp) * 1000);
    const reason = async (query: Record<string, string | undefined>) => {
      const result = await checkCallbackQuery(library, query);
      return result.ok ? 'ok' : result.reason;
    };
    expect(await reason({ ...DOCUMENTED, code: '1907a61c0c8d55e99db179b68161bc00' })).toBe(
      'invalid_signature',
    );
    expect(await reason({ ...DOCUMENTED, hmac: undefined })).toBe('missing_parameters');
    expect(await reason({ ...DOCUMENTED, shop: 'some-shop.example.com' })).toBe('invalid_shop');
    jest.spyOn(Date, 'now').mockReturnValue((Number(DOCUMENTED.timestamp) + 91) * 1000);
    expect(await reason(DOCUMENTED)).toBe('invalid_signature');
  });

  it('builds the authorize URL for an offline token, on Shopify when live', () => {
    const url = new URL(authorizeUrl(config, 'some-shop.myshopify.com', 'nonce-1'));
    expect(url.origin).toBe('https://some-shop.myshopify.com');
    expect(url.pathname).toBe('/admin/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'documented-app',
      scope: 'read_orders',
      redirect_uri: 'https://api.example.test/api/auth/platform/shopify/callback',
      state: 'nonce-1',
    });
  });

  it('sends the browser to the stand-in in sandbox mode', () => {
    const url = authorizeUrl(
      { ...config, mode: 'sandbox', sandboxUrl: 'http://127.0.0.1:4101' },
      'omni-demo-apparel.myshopify.com',
      's',
    );
    expect(url).toMatch(
      /^http:\/\/127\.0\.0\.1:4101\/shops\/omni-demo-apparel\.myshopify\.com\/admin\/oauth\/authorize\?client_id=/,
    );
  });
});
