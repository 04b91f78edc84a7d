import { screen } from '@testing-library/react';
import type { SourcingCollection } from '@omni/shared/contracts';
import { renderPage } from '../../../testing/render-page';
import { CollectionCard } from './collection-card';

const MEDIA = 'http://127.0.0.1:4000/api/catalogue-media/products';

const collection = (cover_images: string[]): SourcingCollection => ({
  slug: 'trending',
  name_key: 'collections.trending',
  product_count: 1200,
  cover_images,
});

describe('CollectionCard', () => {
  it('loads catalogue covers as WebP at the size a cover shows at, never the full PNG alone', () => {
    const { container } = renderPage(
      <CollectionCard collection={collection([`${MEDIA}/7/0.png`, `${MEDIA}/8/0.png`])} />,
    );
    expect(screen.getByTestId('collection-card-trending')).toBeInTheDocument();
    const sources = container.querySelectorAll('picture > source');
    expect(sources).toHaveLength(2);
    const [first] = sources;
    expect(first).toHaveAttribute('type', 'image/webp');
    expect(first!.getAttribute('srcset')).toContain('/catalogue-media/products/7/0-160.webp 160w');
    expect(first).toHaveAttribute('sizes', '(max-width: 560px) 25vw, 75px');
    const image = container.querySelector('picture img')!;
    // the PNG stays the fallback for browsers without WebP; the box never shifts
    expect(image).toHaveAttribute('src', `${MEDIA}/7/0.png`);
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '480');
  });

  it('shows a supplier CDN cover as it is', () => {
    const { container } = renderPage(
      <CollectionCard collection={collection(['https://cdn.example/cover.jpg'])} />,
    );
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://cdn.example/cover.jpg');
  });
});
