import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { okReply, serverErrorReply } from '@omni/shared/remote-testing';
import { renderPage } from '../../../testing/render-page';
import ImportListPage from './import-list-page';

const COUNTS_PATH = 'center/products/count';

describe('ImportListPage', () => {
  it('badges both lists with their totals from the API', async () => {
    const { http } = renderPage(<ImportListPage />, { url: '/app/products-import' });
    http
      .onGet(COUNTS_PATH)
      .reply(...okReply({ import_list: 4, product_center: 12, mapped: 9, unmapped: 3 }));

    expect(screen.getByTestId('import-list-heading')).toHaveTextContent('Import list');
    await waitFor(() =>
      expect(screen.getByTestId('count-importList')).toHaveAttribute('data-count', '4'),
    );
    expect(screen.getByTestId('count-productCenter')).toHaveAttribute('data-count', '12');
    expect(screen.getByTestId('product-list-later')).toBeInTheDocument();
  });

  it('shows the empty state that leads to find product', async () => {
    const { http } = renderPage(<ImportListPage />, { url: '/app/products-import' });
    http
      .onGet(COUNTS_PATH)
      .reply(...okReply({ import_list: 0, product_center: 0, mapped: 0, unmapped: 0 }));

    const empty = await screen.findByTestId('import-list-empty');
    expect(empty).toHaveTextContent('Your import list is empty');
    await userEvent.click(within(empty).getByTestId('find-products-link'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/app\/find-product$/);
  });

  it('goes to the product center from its tab', async () => {
    const { http } = renderPage(<ImportListPage />, { url: '/app/products-import' });
    http
      .onGet(COUNTS_PATH)
      .reply(...okReply({ import_list: 0, product_center: 2, mapped: 1, unmapped: 1 }));
    await userEvent.click(screen.getByTestId('tab-productCenter'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/app\/products-center$/);
  });

  it('shows the counts error with Retry', async () => {
    const { http } = renderPage(<ImportListPage />);
    http.onGet(COUNTS_PATH).replyOnce(...serverErrorReply());
    const alert = await screen.findByTestId('product-counts-error');
    http
      .onGet(COUNTS_PATH)
      .reply(...okReply({ import_list: 0, product_center: 0, mapped: 0, unmapped: 0 }));
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('import-list-empty')).toBeInTheDocument();
  });
});
