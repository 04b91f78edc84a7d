import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportListItem } from '@omni/shared/contracts/catalogue';
import { okReply, serverErrorReply } from '@omni/shared/remote-testing';
import { renderPage } from '../../../testing/render-page';
import ImportListPage from './import-list-page';

const COUNTS_PATH = 'center/products/count';
const LIST_PATH = 'center/products/import/listing';
const DELETE_PATH = 'center/products/import/delete';

const item = (id: string, overrides: Partial<ImportListItem> = {}): ImportListItem => ({
  id,
  image: null,
  title: `Product ${id}`,
  source: 'aliexpress',
  source_product_id: `ae-${id}`,
  source_url: `https://aliexpress.test/item/${id}`,
  supplier_name: 'Best Store',
  cost_currency: 'USD',
  cost_from: 500,
  cost_to: 800,
  currency: 'USD',
  price_from: 1499,
  price_to: 1999,
  variant_count: 3,
  ship_to: 'GB',
  tags: ['summer'],
  pushed: {},
  pushed_store_ids: [],
  listingQuotaCost: 1,
  version: 1,
  created_at: '2026-11-24T10:00:00.000Z',
  ...overrides,
});

const counts = (importList: number) =>
  okReply({ import_list: importList, product_center: 0, mapped: 0, unmapped: 0 });

describe('ImportListPage', () => {
  it('shows each import with its supplier, prices, variants, ship-to, tags and pushed marks', async () => {
    const { http } = renderPage(<ImportListPage />, { url: '/app/products-import' });
    http.onGet(COUNTS_PATH).reply(...counts(2));
    http.onGet(LIST_PATH).reply(
      ...okReply({
        items: [
          item('a'),
          item('b', { variant_count: 120, listingQuotaCost: 2, pushed: { shopify: true } }),
        ],
        next_cursor: null,
      }),
    );

    const rows = await screen.findAllByTestId('import-row');
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByTestId('import-row-title')).toHaveTextContent('Product a');
    expect(within(first).getByTestId('import-row-title')).toHaveAttribute(
      'href',
      '/app/products-import/editor/a',
    );
    expect(within(first).getByTestId('import-source')).toHaveAttribute(
      'href',
      'https://aliexpress.test/item/a',
    );
    expect(within(first).getByTestId('import-row-cost')).toHaveTextContent('$5.00 - $8.00');
    expect(within(first).getByTestId('import-row-price')).toHaveTextContent('$14.99 - $19.99');
    expect(within(first).getByTestId('import-row-ship-to')).toHaveTextContent('UK');
    expect(within(first).getByTestId('import-row-pushed')).toHaveTextContent('Not pushed');
    expect(within(first).queryByTestId('import-row-variant-warning')).not.toBeInTheDocument();
    expect(within(second).getByTestId('import-row-variant-warning')).toBeInTheDocument();
    expect(within(second).getByTestId('import-row-quota')).toHaveTextContent('2');
    expect(within(second).getByTestId('import-row-pushed-shopify')).toHaveTextContent('Shopify');
  });

  it('keeps search, filters and sort in the URL and asks the API for them', async () => {
    const { http } = renderPage(<ImportListPage />, {
      url: '/app/products-import?pushed=not_pushed&sort=asc_price',
    });
    http.onGet(COUNTS_PATH).reply(...counts(1));
    http.onGet(LIST_PATH).reply(...okReply({ items: [item('a')], next_cursor: null }));
    await screen.findAllByTestId('import-row');
    expect(http.history.get?.find((call) => call.url === LIST_PATH)?.params).toMatchObject({
      pushed: 'not_pushed',
      sort: 'asc_price',
    });

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search imports by title' }),
      'mug{Enter}',
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/app/products-import?pushed=not_pushed&sort=asc_price&q=mug',
      ),
    );
    await waitFor(() =>
      expect(http.history.get?.some((call) => call.params?.search === 'mug')).toBe(true),
    );
  });

  it('bulk-deletes the selected imports and refreshes the list and the badges', async () => {
    const { http } = renderPage(<ImportListPage />, { url: '/app/products-import' });
    http.onGet(COUNTS_PATH).reply(...counts(3));
    http
      .onGet(LIST_PATH)
      .replyOnce(...okReply({ items: [item('a'), item('b'), item('c')], next_cursor: null }));
    http.onDelete(DELETE_PATH).reply(...okReply({ deleted: ['a', 'c'] }));
    http.onGet(LIST_PATH).reply(...okReply({ items: [item('b')], next_cursor: null }));

    const rows = await screen.findAllByTestId('import-row');
    await userEvent.click(within(rows[0]!).getByTestId('import-row-select'));
    await userEvent.click(within(rows[2]!).getByTestId('import-row-select'));
    expect(screen.getByTestId('bulk-selected-count')).toHaveAttribute('data-count', '2');
    await userEvent.click(screen.getByTestId('bulk-delete'));
    await userEvent.click(await screen.findByTestId('bulk-delete-confirm'));

    await waitFor(() => expect(http.history.delete).toHaveLength(1));
    expect(JSON.parse(String(http.history.delete?.[0]?.data))).toEqual({ ids: ['a', 'c'] });
    await waitFor(() => expect(screen.getAllByTestId('import-row')).toHaveLength(1));
    expect(http.history.get?.filter((call) => call.url === COUNTS_PATH).length).toBeGreaterThan(1);
    expect(screen.queryByTestId('bulk-action-bar')).not.toBeInTheDocument();
  });

  it('selects every import of the workplace, not only the loaded ones', async () => {
    const { http } = renderPage(<ImportListPage />, { url: '/app/products-import' });
    http.onGet(COUNTS_PATH).reply(...counts(240));
    http.onGet(LIST_PATH).reply(...okReply({ items: [item('a'), item('b')], next_cursor: 'x' }));
    await screen.findAllByTestId('import-row');
    await userEvent.click(screen.getByTestId('import-list-select-all'));
    expect(screen.getByTestId('bulk-selected-count')).toHaveAttribute('data-count', '240');
    expect(screen.getByTestId('bulk-push')).toHaveAttribute('data-product-count', 'all');
  });

  it('shows the empty state that leads to find product', async () => {
    const { http } = renderPage(<ImportListPage />, { url: '/app/products-import' });
    http.onGet(COUNTS_PATH).reply(...counts(0));
    http.onGet(LIST_PATH).reply(...okReply({ items: [], next_cursor: null }));

    const empty = await screen.findByTestId('import-list-empty');
    expect(empty).toHaveTextContent('Your import list is empty');
    await userEvent.click(within(empty).getByTestId('find-products-link'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/app\/find-product$/);
  });

  it('shows the list error with Retry', async () => {
    const { http } = renderPage(<ImportListPage />, { url: '/app/products-import' });
    http.onGet(COUNTS_PATH).reply(...counts(1));
    http.onGet(LIST_PATH).replyOnce(...serverErrorReply());
    const alert = await screen.findByTestId('import-list-error');
    http.onGet(LIST_PATH).reply(...okReply({ items: [item('a')], next_cursor: null }));
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('import-row')).toBeInTheDocument();
  });
});
