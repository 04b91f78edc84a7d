import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { okReply } from '@omni/shared/remote-testing';
import { renderPage } from '../../../testing/render-page';
import ProductCenterPage from './product-center-page';

const COUNTS_PATH = 'center/products/count';
const MAPPED_PATH = 'center/products/listings/mapped';
const UNMAPPED_PATH = 'center/products/listings/unmapped';
const ALL_PATH = 'center/products/listings/all';

const MUG = {
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
};
const TOTE = {
  id: 'u1',
  title: 'Canvas tote bag',
  store_id: 's1',
  store_name: 'omni-demo-fashion.myshopify.com',
  platform: 'shopify',
  created_at: '2026-11-26T01:00:00.000Z',
};

describe('ProductCenterPage', () => {
  it('lists the pushed products with their store, a link to the store product and the editor', async () => {
    const { http } = renderPage(<ProductCenterPage />, {
      url: '/app/products-center?mapping=mapped',
    });
    http
      .onGet(COUNTS_PATH)
      .reply(...okReply({ import_list: 1, product_center: 1, mapped: 1, unmapped: 0 }));
    http.onGet(MAPPED_PATH).reply(...okReply({ items: [MUG], total: 1, page: 1, page_size: 50 }));
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
  });

  it('lists every product on All products, the mapped ones first, each as its own tab shows it', async () => {
    const { http } = renderPage(<ProductCenterPage />, { url: '/app/products-center' });
    http
      .onGet(COUNTS_PATH)
      .reply(...okReply({ import_list: 1, product_center: 2, mapped: 1, unmapped: 1 }));
    http.onGet(ALL_PATH).reply((config) => {
      expect(config.params).toMatchObject({ page: 1, page_size: 50 });
      return okReply({
        items: [
          { kind: 'mapped', listing: MUG },
          { kind: 'unmapped', listing: TOTE },
        ],
        total: 2,
        page: 1,
        page_size: 50,
      });
    });
    const list = await screen.findByRole('list', { name: 'All your products' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    // in the order the API gives: the mapped product (pushed earlier) before the unmapped one
    expect(within(rows[0]!).getByTestId('mapped-row-title')).toHaveTextContent('Ceramic mug');
    expect(within(rows[0]!).getByTestId('mapped-row-update-push')).toBeInTheDocument();
    expect(within(rows[1]!).getByTestId('unmapped-row-title')).toHaveTextContent('Canvas tote bag');
    expect(within(rows[1]!).getByTestId('unmapped-row-status')).toHaveTextContent('Not mapped');
    expect(http.history.get?.map((request) => request.url)).not.toContain(MAPPED_PATH);
  });

  it('says so with Retry when All products cannot be loaded', async () => {
    const { http } = renderPage(<ProductCenterPage />, { url: '/app/products-center' });
    http
      .onGet(COUNTS_PATH)
      .reply(...okReply({ import_list: 0, product_center: 1, mapped: 0, unmapped: 1 }));
    http.onGet(ALL_PATH).replyOnce(500, { status: 500, message: 'Boom', data: null });
    expect(await screen.findByTestId('all-error')).toHaveTextContent(
      'Your products could not be loaded.',
    );
  });

  it('badges the mapping tabs and keeps the chosen tab in the URL', async () => {
    const { http } = renderPage(<ProductCenterPage />, { url: '/app/products-center' });
    http
      .onGet(COUNTS_PATH)
      .reply(...okReply({ import_list: 1, product_center: 5, mapped: 5, unmapped: 0 }));
    http.onGet(ALL_PATH).reply(...okReply({ items: [], total: 0, page: 1, page_size: 50 }));

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

  it('lists the unmapped products with their store on the Unmapped tab', async () => {
    const { http } = renderPage(<ProductCenterPage />, {
      url: '/app/products-center?mapping=unmapped',
    });
    http
      .onGet(COUNTS_PATH)
      .reply(...okReply({ import_list: 0, product_center: 3, mapped: 1, unmapped: 2 }));
    http.onGet(UNMAPPED_PATH).reply((config) => {
      expect(config.params).toMatchObject({ page: 1, page_size: 50 });
      return okReply({
        items: [
          {
            id: 'u1',
            title: 'Canvas tote bag',
            store_id: 's1',
            store_name: 'omni-demo-fashion.myshopify.com',
            platform: 'shopify',
            created_at: '2026-11-25T01:00:00.000Z',
          },
          {
            id: 'u2',
            title: 'Linen scarf',
            store_id: null,
            store_name: null,
            platform: null,
            created_at: '2026-11-24T01:00:00.000Z',
          },
        ],
        total: 2,
        page: 1,
        page_size: 50,
      });
    });
    const rows = await screen.findAllByTestId('unmapped-row');
    expect(rows.map((r) => within(r).getByTestId('unmapped-row-title').textContent)).toEqual([
      'Canvas tote bag',
      'Linen scarf',
    ]);
    expect(within(rows[0]!).getByTestId('unmapped-row-store')).toHaveTextContent(
      'omni-demo-fashion.myshopify.com',
    );
    expect(within(rows[0]!).getByTestId('unmapped-row-platform')).toHaveTextContent('Shopify');
    expect(within(rows[0]!).getByTestId('unmapped-row-status')).toHaveTextContent('Not mapped');
    expect(within(rows[1]!).getByTestId('unmapped-row-store')).toHaveTextContent('Store removed');
    expect(screen.queryByTestId('mapped-row')).not.toBeInTheDocument();
  });

  it('says so with Retry when the unmapped products cannot be loaded', async () => {
    const { http } = renderPage(<ProductCenterPage />, {
      url: '/app/products-center?mapping=unmapped',
    });
    http
      .onGet(COUNTS_PATH)
      .reply(...okReply({ import_list: 0, product_center: 1, mapped: 0, unmapped: 1 }));
    http.onGet(UNMAPPED_PATH).replyOnce(500, { status: 500, message: 'Boom', data: null });
    expect(await screen.findByTestId('unmapped-error')).toHaveTextContent(
      'Your unmapped products could not be loaded.',
    );
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
