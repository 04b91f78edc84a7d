import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { ExpertPickPage, SupplierPage } from '@omni/shared/contracts';
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

describe('favourite suppliers page', () => {
  it('lists the favourite suppliers with a link only for web addresses', async () => {
    const { http } = renderPage(<FavoriteSupplierPage />);
    const suppliers: SupplierPage = {
      items: [
        {
          store_id: '1',
          store_name: 'Bright Home',
          store_url: 'https://bright.example',
          country: 'GB',
          rating: 4.8,
          followers: 12500,
          product_count: 340,
          opened_year: 2019,
          favourited: true,
        },
        {
          store_id: '2',
          store_name: 'Odd Link',
          store_url: 'javascript:alert(1)',
          country: 'CN',
          rating: 4.1,
          followers: 10,
          product_count: 3,
          opened_year: 2022,
          favourited: true,
        },
      ],
      page: 1,
      page_size: 20,
      total: 2,
      has_more: false,
    };
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
    const supplier = {
      store_id: '1',
      store_name: 'Bright Home',
      store_url: 'https://bright.example',
      country: 'GB',
      rating: 4.8,
      followers: 12,
      product_count: 3,
      opened_year: 2019,
      favourited: true,
    };
    http
      .onGet('center/products/favourite-suppliers')
      .replyOnce(
        ...okReply({ items: [supplier], page: 1, page_size: 20, total: 1, has_more: false }),
      );
    http
      .onGet('center/products/favourite-suppliers')
      .reply(...okReply({ items: [], page: 1, page_size: 20, total: 0, has_more: false }));
    http.onDelete('center/products/favourite-suppliers').reply(...okReply({ store_ids: ['1'] }));
    await userEvent.click(await screen.findByTestId('supplier-remove-1'));
    expect(await screen.findByTestId('suppliers-empty')).toBeInTheDocument();
    expect(JSON.parse(http.history.delete[0]!.data as string)).toEqual({ store_ids: ['1'] });
  });

  it('shows the empty state', async () => {
    const { http } = renderPage(<FavoriteSupplierPage />);
    http
      .onGet('center/products/favourite-suppliers')
      .reply(...okReply({ items: [], page: 1, page_size: 20, total: 0, has_more: false }));
    expect(await screen.findByTestId('suppliers-empty')).toHaveTextContent(
      'You have no favourite suppliers yet.',
    );
  });
});
