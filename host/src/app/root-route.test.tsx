import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PARTNERS_PAGE_URL } from '@omni/shared/navigation';
import { RootRoute } from './root-route';

function renderAt(path: string) {
  const leave = jest.fn();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<RootRoute leave={leave} />}>
          <Route path="*" element={<p>page</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  return leave;
}

describe('campaign redirect', () => {
  it.each(['/campaign', '/campaign/summer', '/app/campaign', '/promo/campaign/x'])(
    '%s leaves for the partners page',
    (path) => {
      expect(renderAt(path)).toHaveBeenCalledWith(PARTNERS_PAGE_URL);
      expect(screen.queryByText('page')).not.toBeInTheDocument();
    },
  );
  it.each(['/', '/app', '/login', '/app/orders'])('%s stays in the app', (path) => {
    expect(renderAt(path)).not.toHaveBeenCalled();
    expect(screen.getByText('page')).toBeInTheDocument();
  });
});
