import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { okReply } from '@omni/shared/remote-testing';
import { renderPage } from '../../../testing/render-page';
import ProductCenterPage from './product-center-page';

const COUNTS_PATH = 'center/products/count';
const MAPPED_PATH = 'center/products/listings/mapped';

describe('ProductCenterPage', () => {
  it('lists the pushed products with their store, a link to the store product and the editor', async () => {
    const { http } = renderPage(<ProductCenterPage />, { url: '/app/products-center' });
    http
      .onGet(COUNTS_PATH)
      .reply(...okReply({ import_list: 1, product_center: 1, mapped: 1, unmapped: 0 }));
    http.onGet(MAPPED_PATH).reply(
      ...okReply({
        items: [
          {
            id: 'c1',
            product_package_id: 'p1',
            title: 'Ceramic mug',
            image: null,
            store_id: 's1',
            store_name: 'omni-demo-gadgets.myshopify.com',
            platform: 'shopify',
            store_product_id: 'gid://shopify/Product/9007199254740993',
            admin_url: 'https://admin.shopify.test/products/9007199254740993',
            currency: 'USD',
            price_from: 1499,
            price_to: 1999,
            variant_count: 2,
            pushed_at: '2026-11-25T01:00:00.000Z',
            updated_at: '2026-11-25T01:00:00.000Z',
          },
        ],
        total: 1,
        page: 1,
        page_size: 50,
      }),
    );
    const row = await screen.findByTestId('mapped-row');
    expect(within(row).getByTestId('mapped-row-title')).toHaveTextContent('Ceramic mug');
    expect(within(row).getByTestId('mapped-row-title')).toHaveAttribute(
      'href',
      '/app/products-center/editor/p1',
    );
    expect(within(row).getByTestId('mapped-row-store')).toHaveTextContent(
      'omni-demo-gadgets.myshopify.com',
    );
    expect(within(row).getByTestId('mapped-row-platform')).toHaveTextContent('Shopify');
    expect(within(row).getByTestId('mapped-row-price')).toHaveTextContent('$14.99 - $19.99');
    expect(within(row).getByTestId('mapped-row-store-link')).toHaveAttribute(
      'href',
      'https://admin.shopify.test/products/9007199254740993',
    );
    expect(within(row).getByTestId('mapped-row-update-push')).toHaveTextContent('Update push');
    expect(screen.queryByTestId('product-list-later')).not.toBeInTheDocument();
  });

  it('badges the mapping tabs and keeps the chosen tab in the URL', async () => {
    const { http } = renderPage(<ProductCenterPage />, { url: '/app/products-center' });
    http
      .onGet(COUNTS_PATH)
      .reply(...okReply({ import_list: 1, product_center: 5, mapped: 5, unmapped: 0 }));
    http.onGet(MAPPED_PATH).reply(...okReply({ items: [], total: 0, page: 1, page_size: 50 }));

    expect(screen.getByTestId('product-center-heading')).toHaveTextContent('Product center');
    await waitFor(() => expect(screen.getByTestId('count-all')).toHaveAttribute('data-count', '5'));
    expect(screen.getByTestId('count-mapped')).toHaveAttribute('data-count', '5');
    expect(screen.getByTestId('count-unmapped')).toHaveAttribute('data-count', '0');

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
