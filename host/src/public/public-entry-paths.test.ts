import { paths } from '@omni/shared/navigation';
import { PUBLIC_ENTRY_PATHS, firstPage, publicEntryPage } from './public-entry-paths';

describe('public entry paths', () => {
  it('are the sign-in, sign-up and password pages of the route table', () => {
    expect(PUBLIC_ENTRY_PATHS).toEqual([
      paths.login(),
      paths.signup(),
      paths.forgotPassword(),
      paths.resetPassword(),
    ]);
  });

  it('match a page with or without a trailing slash, and nothing else', () => {
    expect(publicEntryPage('/login')).toBe('/login');
    expect(publicEntryPage('/signup/')).toBe('/signup');
    expect(publicEntryPage('/signup/confirm')).toBeNull();
    expect(publicEntryPage('/forgot-password/email-resend')).toBeNull();
    expect(publicEntryPage('/app')).toBeNull();
    expect(publicEntryPage('/')).toBeNull();
  });

  it('starts a signed-out visit of the app on the sign-in page, with the way back', () => {
    const out = { embedded: false, signedIn: false };
    expect(firstPage({ pathname: '/app/orders', search: '?tab=2' }, out)).toEqual({
      page: '/login',
      replaceWith: '/login?redirect=%2Fapp%2Forders%3Ftab%3D2',
    });
    expect(firstPage({ pathname: '/app', search: '' }, out)?.page).toBe('/login');
    expect(firstPage({ pathname: '/signup', search: '' }, out)).toEqual({ page: '/signup' });
    expect(firstPage({ pathname: '/application', search: '' }, out)).toBeNull();
    expect(firstPage({ pathname: '/app', search: '' }, { ...out, signedIn: true })).toBeNull();
    expect(firstPage({ pathname: '/login', search: '' }, { ...out, embedded: true })).toBeNull();
    expect(firstPage({ pathname: '/app', search: '' }, { ...out, embedded: true })).toBeNull();
  });
});
