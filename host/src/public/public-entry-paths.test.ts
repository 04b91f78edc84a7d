import { paths } from '@omni/shared/navigation';
import { PUBLIC_ENTRY_PATHS, publicEntryPage } from './public-entry-paths';

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
});
