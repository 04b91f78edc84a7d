import {
  apiVersionFor,
  buildRequestHeaders,
  isAccountPath,
  type HeaderInput,
} from './request-headers';

const base: HeaderInput = {
  path: 'stores/list-store',
  app: 'AO',
  timeZone: 'Europe/Paris',
  language: 'fr',
  token: null,
  embedded: false,
  embeddedDomain: null,
  shopId: null,
  workspaceId: null,
};

describe('request headers (spec 000 §7)', () => {
  it('always sends app, time-zone, locale and api-version', () => {
    expect(buildRequestHeaders(base)).toEqual({
      app: 'AO',
      'time-zone': 'Europe/Paris',
      locale: 'fr',
      'api-version': 'v1',
    });
  });
  it('api-version is v2 for paths containing center/', () => {
    expect(apiVersionFor('center/products/count')).toBe('v2');
    expect(apiVersionFor('/products-center/list?x=center/')).toBe('v2');
    expect(apiVersionFor('orders/v5/count-order-status?tab=center/')).toBe('v1');
    expect(apiVersionFor('auth/account')).toBe('v1');
  });
  it('sends the bearer token when signed in', () => {
    expect(buildRequestHeaders({ ...base, token: 't0k' }).Authorization).toBe('Bearer t0k');
  });
  it('sends platform-domain-embedded only when embedded', () => {
    expect(
      buildRequestHeaders({ ...base, embeddedDomain: 'a.myshopify.com' })[
        'platform-domain-embedded'
      ],
    ).toBeUndefined();
    expect(
      buildRequestHeaders({ ...base, embedded: true, embeddedDomain: 'a.myshopify.com' })[
        'platform-domain-embedded'
      ],
    ).toBe('a.myshopify.com');
  });
  it('sends workplace-id when a workplace is chosen, and then no store-id', () => {
    const headers = buildRequestHeaders({ ...base, workspaceId: 'wp', shopId: 'shop' });
    expect(headers['workplace-id']).toBe('wp');
    expect(headers['store-id']).toBeUndefined();
  });
  it('sends store-id when no workplace is chosen', () => {
    const headers = buildRequestHeaders({ ...base, shopId: 'shop' });
    expect(headers['store-id']).toBe('shop');
    expect(headers['workplace-id']).toBeUndefined();
  });
  it('never sends workplace-id on the account path, but does on its sub-paths', () => {
    expect(isAccountPath('auth/account')).toBe(true);
    expect(isAccountPath('/auth/account/')).toBe(true);
    expect(isAccountPath('auth/account/statistic')).toBe(false);
    expect(
      buildRequestHeaders({ ...base, path: '/auth/account', workspaceId: 'wp' })['workplace-id'],
    ).toBeUndefined();
    expect(
      buildRequestHeaders({ ...base, path: 'auth/account/statistic', workspaceId: 'wp' })[
        'workplace-id'
      ],
    ).toBe('wp');
  });
});
