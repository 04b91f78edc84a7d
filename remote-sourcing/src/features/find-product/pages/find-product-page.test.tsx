import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, use } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SourcingCollection } from '@omni/shared/contracts';
import { okReply, serverErrorReply } from '@omni/shared/remote-testing';
import { renderPage } from '../../../testing/render-page';
import {
  cardFixture,
  installIntersectionObserver,
  pageFixture,
} from '../../product-card/testing/fixtures';
import { SUGGEST_DEBOUNCE_MS } from '../components/search-box';
import { HIGHLIGHT_STORAGE_KEY } from '../utils/collection-highlight';
import FindProductPage from './find-product-page';

const COLLECTIONS = 'product-sources/collections/list';
const SEARCH = 'center/products/find';
const SUGGEST = 'center/products/suggest-keywords';

const collections: SourcingCollection[] = [
  { slug: 'trending', name_key: 'collections.trending', product_count: 1200, cover_images: [] },
  {
    slug: 'spring_picks',
    name_key: 'collections.spring_picks',
    product_count: 3,
    cover_images: [],
  },
];

let observer: ReturnType<typeof installIntersectionObserver>;
beforeEach(() => {
  observer = installIntersectionObserver();
  window.localStorage.clear();
});
afterEach(() => observer.restore());

function setUp(url = '/') {
  const view = renderPage(<FindProductPage />, { url });
  view.http.onGet(COLLECTIONS).reply(...okReply(collections));
  view.http.onGet('core/exchange-rates').reply(...okReply({ rates: {} }));
  return view;
}

const searchParams = (history: { params?: unknown }[]) =>
  history.map((request) => request.params as Record<string, unknown>);

/** The keywords suggestions were asked for. */
const suggestedFor = (history: { url?: string; params?: unknown }[]) =>
  history
    .filter((request) => request.url === SUGGEST)
    .map((request) => (request.params as { keyword: string }).keyword);

/** Long enough for a paused box to have asked for its suggestions. */
const pastSuggestDelay = () =>
  act(() => new Promise((resolve) => setTimeout(resolve, SUGGEST_DEBOUNCE_MS + 100)));

describe('FindProductPage', () => {
  it('keeps the results unpainted until the collections above them have arrived (no layout shift)', async () => {
    const view = renderPage(<FindProductPage />, { url: '/' });
    let answerCollections: (reply: [number, unknown]) => void = () => undefined;
    view.http
      .onGet(COLLECTIONS)
      .reply(() => new Promise<[number, unknown]>((resolve) => (answerCollections = resolve)));
    view.http.onGet('core/exchange-rates').reply(...okReply({ rates: {} }));
    view.http.onGet(SEARCH).reply(...okReply(pageFixture([cardFixture()])));
    // the results are fetched meanwhile, in the page but hidden
    await screen.findByTestId('product-card-101');
    expect(screen.getByTestId('find-product-results')).toHaveStyle({ visibility: 'hidden' });
    answerCollections(okReply(collections) as [number, unknown]);
    await screen.findByTestId('collection-card-trending');
    expect(screen.getByTestId('find-product-results')).not.toHaveStyle({ visibility: 'hidden' });
    expect(screen.getByTestId('product-card-101')).toBeVisible();
  });

  it('shows the collections, with today’s highlight kept in local storage', async () => {
    const { http } = setUp();
    http.onGet(SEARCH).reply(...okReply(pageFixture([cardFixture()])));
    const trending = await screen.findByTestId('collection-card-trending');
    expect(trending).toHaveTextContent('Trending');
    expect(screen.getByTestId('collection-count-trending')).toHaveTextContent('Products: 1,200');
    const bullets = within(screen.getByTestId('collection-highlight-trending')).getAllByRole(
      'listitem',
    );
    expect(bullets.length).toBeGreaterThanOrEqual(2);
    expect(bullets.length).toBeLessThanOrEqual(3);
    const stored = JSON.parse(window.localStorage.getItem(HIGHLIGHT_STORAGE_KEY)!);
    expect(stored.trending.bullets).toHaveLength(bullets.length);
    // a collection without highlights has none, and an unknown name falls back to its slug
    expect(screen.queryByTestId('collection-highlight-spring_picks')).toBeNull();
    expect(screen.getByTestId('collection-card-spring_picks')).toHaveTextContent('spring_picks');
    expect(screen.getByTestId('collection-link-trending')).toHaveAttribute(
      'href',
      '/app/find-product/trending',
    );
  });

  it('lists products with the default sort (highest profit) and ship-to (US)', async () => {
    const { http } = setUp();
    http
      .onGet(SEARCH)
      .reply(
        ...okReply(
          pageFixture([cardFixture(), cardFixture({ source_product_id: '102' })], { total: 2 }),
        ),
      );
    expect(await screen.findByTestId('product-card-102')).toBeInTheDocument();
    expect(screen.getByTestId('products-total')).toHaveTextContent('2 products found');
    expect(searchParams(http.history.get.filter((r) => r.url === SEARCH))[0]).toEqual({
      sort: 'desc_profit',
      ship_to: 'US',
      source: 'omni',
      page: 1,
      page_size: 40,
    });
  });

  it('searches with a suggested keyword and keeps it in the URL', async () => {
    const { http } = setUp();
    http.onGet(SEARCH).reply(...okReply(pageFixture([cardFixture()])));
    http.onGet(SUGGEST).reply((config) => {
      const keyword = (config.params as { keyword: string }).keyword;
      return okReply([
        { keyword: `${keyword} light`, search_volume: 10, growth: 1, product_count: 3 },
      ]);
    });
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(box, 'lamp');
    const suggestion = await screen.findByTestId('search-suggestion');
    expect(suggestion).toHaveTextContent('lamp light');
    await userEvent.click(suggestion);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/?q=lamp+light'));
    await waitFor(() =>
      expect(searchParams(http.history.get.filter((r) => r.url === SEARCH)).at(-1)).toMatchObject({
        keyword: 'lamp light',
      }),
    );
    expect(screen.getByText('Results for “lamp light”')).toBeInTheDocument();
    // collections make way for the results of a search
    expect(screen.queryByTestId('collection-list')).toBeNull();
    // the picked keyword is searched, not suggested on: its suggestions would not be shown
    await pastSuggestDelay();
    expect(suggestedFor(http.history.get)).toEqual(['lamp']);
  });

  it('asks for no suggestions once a search is made (typed, then Enter)', async () => {
    const { http } = setUp();
    http.onGet(SEARCH).reply(...okReply(pageFixture([cardFixture()])));
    http.onGet(SUGGEST).reply(...okReply([]));
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(box, 'lamp{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/?q=lamp'));
    await pastSuggestDelay();
    expect(suggestedFor(http.history.get)).toEqual([]);
    // typing again asks once the typing pauses
    await userEvent.type(box, 's');
    await waitFor(() => expect(suggestedFor(http.history.get)).toEqual(['lamps']));
  });

  it('asks for no suggestions for the keyword a page is opened with', async () => {
    const { http } = setUp('/?q=lamp');
    http.onGet(SEARCH).reply(...okReply(pageFixture([cardFixture()])));
    http.onGet(SUGGEST).reply(...okReply([]));
    await screen.findByTestId('product-card-101');
    await pastSuggestDelay();
    expect(suggestedFor(http.history.get)).toEqual([]);
  });

  it('reads sort, filters and ship-to from the URL and sends them', async () => {
    const { http } = setUp(
      '/?sort=asc_price&orders=over_100&price=10_30&listings=under_100&rating=4&ship_to=UK',
    );
    http.onGet(SEARCH).reply(...okReply(pageFixture([cardFixture()])));
    await screen.findByTestId('product-card-101');
    expect(searchParams(http.history.get.filter((r) => r.url === SEARCH))[0]).toMatchObject({
      sort: 'asc_price',
      order_count: 'over_100',
      price: '10_30',
      listing_count: 'under_100',
      rating_4_up: true,
      ship_to: 'GB',
    });
    expect(screen.getByTestId('filter-rating')).toBeChecked();
    expect(screen.getByTestId('ship-to-picker')).toHaveTextContent('United Kingdom (UK)');
  });

  it('asks AliExpress only for what it can apply and says which options it lacks', async () => {
    const { http } = setUp('/?source=aliexpress&sort=desc_profit&orders=over_100&rating=4');
    http.onGet(SEARCH).reply(...okReply(pageFixture([cardFixture({ source: 'aliexpress' })])));
    await screen.findByTestId('product-card-101');
    const sent = searchParams(http.history.get.filter((r) => r.url === SEARCH))[0]!;
    expect(sent).toMatchObject({ source: 'aliexpress', sort: 'relevance' });
    expect(sent).not.toHaveProperty('order_count');
    expect(sent).not.toHaveProperty('rating_4_up');
    expect(screen.getByTestId('filter-rating')).toBeDisabled();
    expect(screen.getByTestId('filter-rating')).not.toBeChecked();
    expect(screen.getByTestId('filter-unavailable-note')).toHaveTextContent(
      'Greyed-out sorts and filters are not available for AliExpress products',
    );
    // the choice stays in the URL for when the own catalogue is chosen again
    expect(screen.getByTestId('location')).toHaveTextContent('rating=4');
  });

  it('puts a filter change into the URL, and clears filters', async () => {
    const { http } = setUp();
    http.onGet(SEARCH).reply(...okReply(pageFixture([cardFixture()])));
    await screen.findByTestId('product-card-101');
    await userEvent.click(screen.getByTestId('filter-rating'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/?rating=4'));
    await userEvent.click(screen.getByTestId('filter-clear'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('says which URL search its results were drawn for', async () => {
    const { http } = setUp('/?sort=asc_price');
    http.onGet(SEARCH).reply(...okReply(pageFixture([cardFixture()])));
    await screen.findByTestId('product-card-101');
    expect(screen.getByTestId('find-product-results')).toHaveAttribute(
      'data-search',
      'sort=asc_price',
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Search products' }), 'dress{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/?sort=asc_price&q=dress'),
    );
    await waitFor(() =>
      expect(screen.getByTestId('find-product-results')).toHaveAttribute(
        'data-search',
        'sort=asc_price&q=dress',
      ),
    );
    // drawn for the search asked for: neither busy nor inert
    const results = screen.getByTestId('find-product-results');
    expect(results).not.toHaveAttribute('aria-busy');
    expect(results).not.toHaveAttribute('inert');
    expect(results).not.toHaveStyle({ pointerEvents: 'none' });
    await screen.findByTestId('product-card-101');
  });

  /**
   * The page at `url` with its lamp card drawn, beside a part that takes its time (suspends) for
   * any URL search `isNewSearch` picks: the router draws a new URL in a transition, so the
   * previous search's page stays on screen meanwhile. `drawNewSearch` lets it through.
   */
  async function renderHeldOnNewSearch(
    url: string,
    isNewSearch: (params: URLSearchParams) => boolean,
  ) {
    let drawNewSearch: () => void = () => undefined;
    const newSearchDrawn = new Promise<void>((resolve) => (drawNewSearch = resolve));
    function SlowForNewSearch() {
      const [params] = useSearchParams();
      if (isNewSearch(params)) use(newSearchDrawn);
      return null;
    }
    const view = renderPage(
      <>
        <FindProductPage />
        <Suspense fallback={null}>
          <SlowForNewSearch />
        </Suspense>
      </>,
      { url },
    );
    view.http.onGet('core/exchange-rates').reply(...okReply({ rates: {} }));
    view.http.onGet(SEARCH).reply(...okReply(pageFixture([cardFixture()])));
    await screen.findByTestId('product-card-101');
    const results = screen.getByTestId('find-product-results');
    expect(results).not.toHaveAttribute('aria-busy');
    expect(results).not.toHaveAttribute('inert');
    expect(results).not.toHaveStyle({ pointerEvents: 'none' });
    return { results, drawNewSearch };
  }

  /** Still the previous search's page and cards, now busy, dimmed and out of reach. */
  async function expectHeldInert(results: HTMLElement, drawnFor: string) {
    await waitFor(() => expect(results).toHaveAttribute('aria-busy', 'true'));
    expect(results).toHaveAttribute('data-search', drawnFor);
    expect(results).toHaveAttribute('inert');
    expect(results).toHaveStyle({ pointerEvents: 'none', opacity: '0.45' });
    expect(screen.getByTestId('product-card-101')).toBeInTheDocument();
  }

  it('dims the previous search’s cards and makes them inert until the new search is drawn, keeping what was typed', async () => {
    const { results, drawNewSearch } = await renderHeldOnNewSearch(
      '/?q=lamp',
      (params) => params.get('q') === 'dress',
    );
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await userEvent.clear(box);
    await userEvent.type(box, 'dress{Enter}');
    await expectHeldInert(results, 'q=lamp');
    expect(box).toHaveValue('dress');
    // (the page drawn for the new search is busy no more: the test above)
    drawNewSearch();
  });

  it('does the same when another source tab is chosen', async () => {
    const { results, drawNewSearch } = await renderHeldOnNewSearch(
      '/?q=lamp',
      (params) => params.get('source') === 'aliexpress',
    );
    await act(() => userEvent.click(screen.getByTestId('product-source-aliexpress')));
    await expectHeldInert(results, 'q=lamp');
    drawNewSearch();
  });

  it('does the same on Back or Forward, until the page for that address is drawn', async () => {
    const { results, drawNewSearch } = await renderHeldOnNewSearch('/?q=lamp', () => false);
    // the browser moves the address first; the router draws that page afterwards
    window.history.pushState(null, '', '/?q=sofa');
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    try {
      await expectHeldInert(results, 'q=lamp');
    } finally {
      window.history.replaceState(null, '', '/');
      drawNewSearch();
    }
  });

  it('loads the next page when the end of the grid comes into view', async () => {
    const { http } = setUp();
    http.onGet(SEARCH).reply((config) => {
      const page = (config.params as { page: number }).page;
      return okReply(
        pageFixture([cardFixture({ source_product_id: `p${page}` })], {
          page,
          has_more: page < 2,
          total: 2,
        }),
      );
    });
    await screen.findByTestId('product-card-p1');
    observer.intersect();
    expect(await screen.findByTestId('product-card-p2')).toBeInTheDocument();
    expect(screen.getByTestId('product-grid-end')).toBeInTheDocument();
    observer.intersect();
    expect(http.history.get.filter((r) => r.url === SEARCH)).toHaveLength(2);
  });

  it('shows the empty state and the error with Retry', async () => {
    const { http, unmount } = setUp();
    http.onGet(SEARCH).reply(...okReply(pageFixture([])));
    expect(await screen.findByTestId('products-empty')).toHaveTextContent(
      'No products match these filters.',
    );
    unmount();
    const second = setUp();
    second.http.onGet(SEARCH).replyOnce(...serverErrorReply());
    const alert = await screen.findByTestId('products-error');
    second.http.onGet(SEARCH).reply(...okReply(pageFixture([cardFixture()])));
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('product-card-101')).toBeInTheDocument();
  });

  it('explains that eBay and Amazon products come through the extension', async () => {
    const { http } = setUp('/?source=ebay');
    expect(screen.getByTestId('extension-source-notice')).toHaveTextContent(
      'eBay products come through the browser extension',
    );
    expect(http.history.get.filter((r) => r.url === SEARCH)).toHaveLength(0);
    await userEvent.click(screen.getByTestId('product-source-omni'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
