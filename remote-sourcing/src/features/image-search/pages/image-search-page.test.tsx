import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ImageMatch, ImageSearchResult } from '@omni/shared/contracts';
import { okReply, serverErrorReply } from '@omni/shared/remote-testing';
import { renderPage } from '../../../testing/render-page';
import ImageSearchPage from './image-search-page';

// jsdom has no canvas: the downscale to a thumbnail (tested on its own) answers a fixed data URL.
const THUMBNAIL = 'data:image/jpeg;base64,/9j/AAAA';
jest.mock('../utils/downscale', () => ({
  ...jest.requireActual('../utils/downscale'),
  toThumbnailDataUrl: jest.fn(async () => THUMBNAIL),
}));

const SEARCH = 'get-product-id-by-image';

const match = (id: string, similarity: number): ImageMatch => ({
  source_product_id: id,
  source: 'omni',
  name: `Moon lamp ${id}`,
  image: `/catalogue-media/products/${id}/0.png`,
  price_min: 9.5,
  price_max: 12,
  rating: 4.7,
  trade_count: 5000,
  distance: 2,
  colour_distance: 3.5,
  similarity,
});

function choose(container: HTMLElement, file: File) {
  const input = container.querySelector('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
}

const picture = () => new File([new Uint8Array(64)], 'lamp.png', { type: 'image/png' });

describe('ImageSearchPage', () => {
  it('uploads the picture and shows the look-alike products, best first', async () => {
    const { container, http } = renderPage(<ImageSearchPage />, { url: '/?ship_to=DE' });
    const result: ImageSearchResult = {
      items: [match('710001', 96), match('710002', 71)],
      indexed_images: 3000,
    };
    http.onPost(SEARCH).reply(...okReply(result));
    choose(container, picture());

    const matches = await screen.findAllByTestId('image-match');
    expect(matches).toHaveLength(2);
    expect(matches[0]).toHaveTextContent('Moon lamp 710001');
    expect(matches[0]).toHaveTextContent('96% alike');
    expect(screen.getByText('Similar products: 2')).toBeInTheDocument();
    expect(screen.getByTestId('image-preview')).toBeInTheDocument();
    expect(JSON.parse(http.history.post[0]!.data as string)).toEqual({ image: THUMBNAIL });
    expect(screen.getByRole('link', { name: /Moon lamp 710001/ })).toHaveAttribute(
      'href',
      '/app/find-product/omni/detail/710001/DE',
    );
  });

  it('says so when nothing looks alike', async () => {
    const { container, http } = renderPage(<ImageSearchPage />);
    http.onPost(SEARCH).reply(...okReply({ items: [], indexed_images: 1234 }));
    choose(container, picture());
    expect(await screen.findByTestId('image-search-empty')).toHaveTextContent(
      /No similar products found\. Pictures searched: 1,?234/,
    );
    expect(screen.queryAllByTestId('image-match')).toHaveLength(0);
  });

  it('refuses a file that is not a picture without calling the API', async () => {
    const { container, http } = renderPage(<ImageSearchPage />);
    choose(container, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(
      await screen.findByText('This file is not a picture. Choose a JPEG, PNG, WebP or GIF.'),
    ).toBeInTheDocument();
    expect(http.history.post).toHaveLength(0);
  });

  it('shows a translated error when the search fails', async () => {
    const { container, http } = renderPage(<ImageSearchPage />);
    http.onPost(SEARCH).reply(...serverErrorReply());
    choose(container, picture());
    expect(await screen.findByTestId('image-search-error')).toHaveTextContent(
      'The search failed. Please try again.',
    );
    await waitFor(() => expect(screen.queryByTestId('image-search-progress')).toBeNull());
  });
});
