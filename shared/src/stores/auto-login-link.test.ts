import { autoLoginLink, isWebUrl, readAutoLoginFragment } from './auto-login-link';

describe('auto-login connect link (spec 002 §4)', () => {
  const installUrl = 'http://127.0.0.1:4101/admin/oauth/authorize?client_id=a&state=b';

  it('carries the token, the workplace id and the install link in the fragment', () => {
    const link = autoLoginLink(
      'shopify',
      { token: 't0k', workplaceId: 'w-1', installUrl },
      'http://app.test',
    );
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('http://app.test/auth/platform/shopify/auto-login');
    expect(url.search).toBe('');
    expect(readAutoLoginFragment(url.hash)).toEqual({
      token: 't0k',
      workplaceId: 'w-1',
      installUrl,
    });
  });

  it('leaves the workplace out when there is none', () => {
    const link = autoLoginLink('woocommerce', { token: 't', workplaceId: null, installUrl }, '');
    expect(readAutoLoginFragment(new URL(link, 'http://x').hash)?.workplaceId).toBeNull();
  });

  it('refuses a fragment without a token or with a non-web link', () => {
    expect(readAutoLoginFragment('#url=https%3A%2F%2Fa.test')).toBeNull();
    expect(readAutoLoginFragment('#token=t&url=javascript%3Aalert(1)')).toBeNull();
    expect(readAutoLoginFragment('')).toBeNull();
  });

  it('accepts only http and https links', () => {
    expect(isWebUrl('https://a.test/x')).toBe(true);
    expect(isWebUrl('data:text/html,hi')).toBe(false);
    expect(isWebUrl('not a url')).toBe(false);
  });
});
