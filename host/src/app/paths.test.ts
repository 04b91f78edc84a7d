import { loginPathFor, redirectTargetFrom } from './paths';

describe('sign-in redirect', () => {
  it('keeps where the user was going inside the app', () => {
    expect(loginPathFor('/app/orders?tab=ready')).toBe(
      '/login?redirect=%2Fapp%2Forders%3Ftab%3Dready',
    );
    expect(redirectTargetFrom('?redirect=%2Fapp%2Forders%3Ftab%3Dready')).toBe(
      '/app/orders?tab=ready',
    );
  });
  it('never redirects outside the app', () => {
    expect(redirectTargetFrom('?redirect=https%3A%2F%2Fevil.example')).toBe('/app');
    expect(redirectTargetFrom('?redirect=%2F%2Fevil.example')).toBe('/app');
    expect(redirectTargetFrom('')).toBe('/app');
    expect(loginPathFor('/')).toBe('/login');
  });
});
