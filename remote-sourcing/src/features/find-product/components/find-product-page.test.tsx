import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductCollection } from '@omni/shared/contracts';
import { okReply, serverErrorReply } from '@omni/shared/remote-testing';
import { renderPage } from '../../../testing/render-page';
import FindProductPage from './find-product-page';

const COLLECTIONS_PATH = 'product-sources/collections/list';

const collections: ProductCollection[] = [
  { slug: 'trending', name_key: 'collections.trending', product_count: 1200 },
  { slug: 'made_in_us', name_key: 'collections.made_in_us', product_count: 8 },
  { slug: 'spring_picks', name_key: 'collections.spring_picks', product_count: 3 },
];

describe('FindProductPage', () => {
  it('shows the collections from the API with translated names and counts', async () => {
    const { http } = renderPage(<FindProductPage />);
    http.onGet(COLLECTIONS_PATH).reply(...okReply(collections));

    expect(screen.getByTestId('find-product-heading')).toHaveTextContent('Find products');
    const trending = await screen.findByTestId('collection-card-trending');
    expect(trending).toHaveTextContent('Trending');
    expect(screen.getByTestId('collection-count-trending')).toHaveTextContent('Products: 1,200');
    expect(screen.getByTestId('collection-card-made_in_us')).toHaveTextContent('Made in the US');
    // a collection this release has no translation for falls back to its slug, not to a key
    expect(screen.getByTestId('collection-card-spring_picks')).toHaveTextContent('spring_picks');
  });

  it('shows the empty state when there are no collections', async () => {
    const { http } = renderPage(<FindProductPage />);
    http.onGet(COLLECTIONS_PATH).reply(...okReply([]));
    expect(await screen.findByTestId('collections-empty')).toHaveTextContent(
      'No collections are available yet.',
    );
  });

  it('shows the error with Retry and recovers', async () => {
    const { http } = renderPage(<FindProductPage />);
    http.onGet(COLLECTIONS_PATH).replyOnce(...serverErrorReply());
    const alert = await screen.findByTestId('collections-error');
    http.onGet(COLLECTIONS_PATH).reply(...okReply(collections));
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('collection-list')).toBeInTheDocument());
  });

  it('offers the four sources and keeps the choice in the URL', async () => {
    const { http } = renderPage(<FindProductPage />);
    http.onGet(COLLECTIONS_PATH).reply(...okReply(collections));
    const tabs = screen.getByTestId('product-source-tabs');
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Omni catalogue', 'AliExpress', 'eBay', 'Amazon']);
    await userEvent.click(screen.getByTestId('product-source-ebay'));
    expect(screen.getByTestId('location')).toHaveTextContent('/?source=ebay');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('eBay');
  });

  it('shows search as not yet available rather than pretending to search', () => {
    renderPage(<FindProductPage />);
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toBeDisabled();
  });
});
