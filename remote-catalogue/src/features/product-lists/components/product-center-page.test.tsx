import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { okReply } from '@omni/shared/remote-testing';
import { renderPage } from '../../../testing/render-page';
import ProductCenterPage from './product-center-page';

const COUNTS_PATH = 'center/products/count';

describe('ProductCenterPage', () => {
  it('badges the mapping tabs and keeps the chosen tab in the URL', async () => {
    const { http } = renderPage(<ProductCenterPage />, { url: '/app/products-center' });
    http
      .onGet(COUNTS_PATH)
      .reply(...okReply({ import_list: 1, product_center: 5, mapped: 5, unmapped: 0 }));

    expect(screen.getByTestId('product-center-heading')).toHaveTextContent('Product center');
    await waitFor(() => expect(screen.getByTestId('count-all')).toHaveAttribute('data-count', '5'));
    expect(screen.getByTestId('count-mapped')).toHaveAttribute('data-count', '5');
    expect(screen.getByTestId('count-unmapped')).toHaveAttribute('data-count', '0');
    expect(screen.getByTestId('product-list-later')).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('mapping-unmapped'));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/app/products-center?mapping=unmapped',
    );
    // nothing is unmapped: the empty state replaces the notice
    expect(await screen.findByTestId('product-center-empty')).toHaveTextContent(
      'Every product is mapped to a supplier.',
    );
    expect(screen.queryByTestId('find-products-link')).not.toBeInTheDocument();
  });

  it('leads an empty product center to find product', async () => {
    const { http } = renderPage(<ProductCenterPage />, { url: '/app/products-center' });
    http
      .onGet(COUNTS_PATH)
      .reply(...okReply({ import_list: 0, product_center: 0, mapped: 0, unmapped: 0 }));
    expect(await screen.findByTestId('product-center-empty')).toHaveTextContent(
      'No products here yet',
    );
    expect(screen.getByTestId('find-products-link')).toBeInTheDocument();
  });
});
