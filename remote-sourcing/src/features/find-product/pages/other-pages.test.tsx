import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { ExpertPickPage, Supplier, SupplierPage } from '@omni/shared/contracts';
import { okReply } from '@omni/shared/remote-testing';
import { renderPage } from '../../../testing/render-page';
import {
  cardFixture,
  installIntersectionObserver,
  pageFixture,
} from '../../product-card/testing/fixtures';
import CollectionPage from './collection-page';
import ExpertsChoicePage from './experts-choice-page';
import FavoriteSupplierPage from './favorite-supplier-page';

let observer: ReturnType<typeof installIntersectionObserver>;
beforeEach(() => {
  observer = installIntersectionObserver();
});
afterEach(() => observer.restore());

describe('collection page', () => {
  it('shows the collection’s name, highlight and products, with the URL’s filters', async () => {
    const { http } = renderPage(
      <Routes>
        <Route path="/app/find-product/:collectionId" element={<CollectionPage />} />
      </Routes>,
      { url: '/app/find-product/free_ship_us?ship_to=DE' },
    );
    http.onGet('core/exchange-rates').reply(...okReply({ rates: {} }));
    http.onGet('product-sources/collections/list').reply(
      ...okReply([
        {
          slug: 'free_ship_us',
          name_key: 'collections.free_ship_us',
          product_count: 5,
          cover_images: [],
        },
      ]),
    );
    http
      .onGet('product-sources/products/find-by-collection/free_ship_us')
      .reply(...okReply(pageFixture([cardFixture()])));
    expect(await screen.findByTestId('product-card-101')).toBeInTheDocument();
    expect(screen.getByTestId('collection-title')).toHaveTextContent('Free shipping to the US');
    const bullets = within(screen.getByTestId('collection-page-highlight')).getAllByRole(
      'listitem',
    );
    expect(bullets.length).toBeGreaterThanOrEqual(2);
    const request = http.history.get.find((item) => item.url?.includes('find-by-collection'));
    expect(request?.params).toMatchObject({ ship_to: 'DE', sort: 'desc_profit', page: 1 });
  });
});

describe('experts’ choice page', () => {
  it('shows each pick with the expert’s note, for the ship-to country', async () => {
    const { http } = renderPage(<ExpertsChoicePage />, { url: '/?ship_to=GB' });
    http.onGet('core/exchange-rates').reply(...okReply({ rates: {} }));
    const picks: ExpertPickPage = {
      items: [
        {
          product: cardFixture(),
          note_key: 'experts.notes.evergreen',
          picked_at: '2026-10-01T00:00:00Z',
        },
      ],
      page: 1,
      page_size: 40,
      total: 1,
      has_more: false,
    };
    http.onGet('product-sources/experts-choice').reply(...okReply(picks));
    expect(await screen.findByTestId('product-card-101')).toBeInTheDocument();
    expect(screen.getByTestId('expert-note')).toHaveTextContent('Sells all year round');
    expect(
      http.history.get.find((item) => item.url === 'product-sources/experts-choice')?.params,
    ).toMatchObject({
      ship_to: 'GB',
    });
  });
});

function supplierFixture(overrides: Partial<Supplier> = {}): Supplier {
  return {
    store_id: '1',
    store_name: 'Bright Home',
    store_url: 'https://bright.example',
    country: 'GB',
    rating: 4.8,
    followers: 12500,
    product_count: 340,
    opened_year: 2019,
    favourited: true,
    ...overrides,
  };
}

const supplierPage = (items: Supplier[]): SupplierPage => ({
  items,
  page: 1,
  page_size: 20,
  total: items.length,
  has_more: false,
});

describe('favourite suppliers page', () => {
  it('lists the favourite suppliers with a link only for web addresses', async () => {
    const { http } = renderPage(<FavoriteSupplierPage />);
    const suppliers = supplierPage([
      supplierFixture(),
      supplierFixture({
        store_id: '2',
        store_name: 'Odd Link',
        store_url: 'javascript:alert(1)',
        country: 'CN',
        rating: 4.1,
        followers: 10,
        product_count: 3,
        opened_year: 2022,
      }),
    ]);
    http.onGet('center/products/favourite-suppliers').reply(...okReply(suppliers));
    const cards = await screen.findAllByTestId('supplier-card');
    expect(cards[0]).toHaveTextContent('Bright Home');
    expect(cards[0]).toHaveTextContent('United Kingdom (UK)');
    expect(cards[0]).toHaveTextContent('Followers: 12,500');
    expect(within(cards[0]!).getByRole('link', { name: 'Visit store' })).toHaveAttribute(
      'href',
      'https://bright.example',
    );
    expect(within(cards[1]!).queryByRole('link')).toBeNull();
  });

  it('removes a favourite supplier and reloads the list', async () => {
    const { http } = renderPage(<FavoriteSupplierPage />);
    http
      .onGet('center/products/favourite-suppliers')
      .replyOnce(...okReply(supplierPage([supplierFixture()])));
    http.onGet('center/products/favourite-suppliers').reply(...okReply(supplierPage([])));
    http.onDelete('center/products/favourite-suppliers').reply(...okReply({ store_ids: ['1'] }));
    await userEvent.click(await screen.findByTestId('supplier-remove-1'));
    expect(await screen.findByTestId('suppliers-empty')).toBeInTheDocument();
    expect(JSON.parse(http.history.delete[0]!.data as string)).toEqual({ store_ids: ['1'] });
  });

  it('shows the empty state', async () => {
    const { http } = renderPage(<FavoriteSupplierPage />);
    http.onGet('center/products/favourite-suppliers').reply(...okReply(supplierPage([])));
    expect(await screen.findByTestId('suppliers-empty')).toHaveTextContent(
      'You have no favourite suppliers yet.',
    );
  });

  it('shows a supplier’s products, latest volume first, then by price, for the ship-to country', async () => {
    const { http } = renderPage(<FavoriteSupplierPage />, {
      url: '/app/find-product/favorite-supplier?ship_to=DE',
    });
    http
      .onGet('center/products/favourite-suppliers')
      .reply(...okReply(supplierPage([supplierFixture(), supplierFixture({ store_id: '2' })])));
    http.onGet('product-sources/suppliers/omni/1/products').reply((config) => {
      const { sort } = config.params as { sort: string };
      const ids = sort === 'asc_price' ? ['11', '12'] : ['12', '11'];
      return okReply(pageFixture(ids.map((id) => cardFixture({ source_product_id: id }))));
    });
    await userEvent.click(await screen.findByTestId('supplier-show-1'));
    const section = await screen.findByTestId('supplier-products');
    expect(section).toHaveTextContent('Products of Bright Home');
    await within(section).findByText('LED desk lamp 12');
    expect(screen.getByTestId('location')).toHaveTextContent('store_id=1');

    await userEvent.click(within(section).getByText('Lowest price'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('sort=asc_price'));
    await waitFor(() => {
      const names = within(section)
        .getAllByText(/^LED desk lamp/)
        .map((node) => node.textContent);
      expect(names).toEqual(['LED desk lamp 11', 'LED desk lamp 12']);
    });
    expect(
      http.history.get.filter((r) => r.url!.startsWith('product-sources')).map((r) => r.params),
    ).toEqual([
      expect.objectContaining({ sort: 'desc_latest_volume', ship_to: 'DE', page: 1 }),
      expect.objectContaining({ sort: 'asc_price', ship_to: 'DE', page: 1 }),
    ]);
  });

  it('opened from a detail’s seller link, adds that supplier to the favourites', async () => {
    const { http } = renderPage(<FavoriteSupplierPage />, {
      url: '/app/find-product/favorite-supplier?store_id=7',
    });
    http.onGet('center/products/favourite-suppliers').replyOnce(...okReply(supplierPage([])));
    http
      .onGet('center/products/favourite-suppliers')
      .reply(...okReply(supplierPage([supplierFixture({ store_id: '7' })])));
    http
      .onGet('product-sources/suppliers/omni/7/products')
      .reply(...okReply(pageFixture([cardFixture({ source_product_id: '71' })])));
    http.onPost('center/products/favourite-suppliers').reply(...okReply({ store_ids: ['7'] }));
    const section = await screen.findByTestId('supplier-products');
    expect(section).toHaveTextContent("This supplier's products");
    await within(section).findByText('LED desk lamp 71');
    await userEvent.click(screen.getByTestId('supplier-add'));
    await waitFor(() => expect(section).toHaveTextContent('Products of Bright Home'));
    expect(JSON.parse(http.history.post[0]!.data as string)).toEqual({ store_ids: ['7'] });
    expect(screen.queryByTestId('supplier-add')).toBeNull();
  });

  it('has a tab of favourite products; unfavouring one takes it off the list', async () => {
    const { http } = renderPage(<FavoriteSupplierPage />, {
      url: '/app/find-product/favorite-supplier?ship_to=GB',
    });
    http.onGet('center/products/favourite-suppliers').reply(...okReply(supplierPage([])));
    const favourite = cardFixture({ source_product_id: '55', favourited: true });
    http
      .onGet('center/products/favourite')
      .replyOnce(...okReply({ ...pageFixture([favourite]), total: 1 }));
    http.onGet('center/products/favourite').reply(...okReply({ ...pageFixture([]), total: 0 }));
    http.onDelete('center/products/favourite').reply(...okReply({ product_ids: ['55'] }));

    await userEvent.click(await screen.findByRole('tab', { name: 'Products' }));
    expect(screen.getByTestId('location')).toHaveTextContent('tab=products');
    const list = await screen.findByTestId('favourite-products');
    await within(list).findByText('LED desk lamp 55');
    // the card's push button asks for stores and settings too: the list's own call is looked up
    const listCall = http.history.get.find((r) => r.url === 'center/products/favourite');
    expect(listCall!.params).toMatchObject({ ship_to: 'GB', page: 1 });

    await userEvent.click(within(list).getByTestId('favourite-button-55'));
    expect(await within(list).findByTestId('products-empty')).toBeInTheDocument();
    expect(JSON.parse(http.history.delete[0]!.data as string)).toMatchObject({
      product_ids: ['55'],
    });
  });
});
