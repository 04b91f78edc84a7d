import { screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { renderPage } from '../../../testing/render-page';
import { useDetailLink } from './use-detail-link';

function Probe() {
  const link = useDetailLink();
  const props = link({ source: 'omni', source_product_id: '7' }, 'GB');
  return (
    <>
      <Link {...props}>detail</Link>
      <output data-testid="props">{JSON.stringify(props)}</output>
    </>
  );
}

describe('useDetailLink', () => {
  afterEach(() => window.sessionStorage.clear());

  it('opens a new tab on desktop', () => {
    renderPage(<Probe />, { url: '/app/find-product?q=mug' });
    expect(JSON.parse(screen.getByTestId('props').textContent!)).toEqual({
      to: '/app/find-product/omni/detail/7/GB',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
  });

  it('stays in the app when embedded, passing the list’s path along', () => {
    window.sessionStorage.setItem('omni_embedded', '1');
    renderPage(<Probe />, { url: '/app/find-product?q=mug' });
    expect(JSON.parse(screen.getByTestId('props').textContent!)).toEqual({
      to: '/app/find-product/omni/detail/7/GB',
      state: { from: '/app/find-product?q=mug' },
    });
  });
});
