import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { hostRoutes } from './router';
import { LoadPublicEntry } from './load-public-entry';

describe('LoadPublicEntry', () => {
  it('loads the public entry page where the app was sent (sign-out, no session)', () => {
    const load = jest.fn();
    const router = createMemoryRouter(
      [{ path: '/login', element: <LoadPublicEntry load={load} /> }],
      { initialEntries: ['/login?redirect=%2Fapp%2Forders'] },
    );
    render(<RouterProvider router={router} />);
    expect(load).toHaveBeenCalledWith('/login?redirect=%2Fapp%2Forders');
  });

  it('is what the app routes every public entry path to', () => {
    const root = hostRoutes([])[0]!;
    for (const path of ['/login', '/signup', '/forgot-password', '/reset-password']) {
      const route = root.children!.find((child) => child.path === path);
      expect(route?.element).toEqual(<LoadPublicEntry />);
    }
  });
});
