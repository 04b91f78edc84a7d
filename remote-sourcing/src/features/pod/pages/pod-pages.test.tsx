import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { PodBlankDetail, PodBlankPage } from '@omni/shared/contracts';
import { okReply, serverErrorReply } from '@omni/shared/remote-testing';
import { renderPage } from '../../../testing/render-page';
import { SAVED_DESIGN } from '../testing/fixtures';
import PodDetailPage from './pod-detail-page';
import PodProductsPage from './pod-products-page';

const card = (id: string, title: string) => ({
  id,
  source: 'omni_blank_pod' as const,
  collection: 'mugs' as const,
  title,
  image: `/pod/${id}.png`,
  base_price: 6.5,
  colours: ['White'],
  order_count: 120,
});

const page = (items: ReturnType<typeof card>[], total = items.length): PodBlankPage => ({
  items,
  page: 1,
  page_size: 24,
  total,
  has_more: total > items.length,
});

const blank: PodBlankDetail = {
  ...card('12', 'Ceramic mug 11 oz'),
  description: 'A glossy white mug.',
  sizes: ['11 oz'],
  ship_to: 'US',
  shipping_cost: 0,
  design_areas: [
    { key: 'wrap', left: 0.1, top: 0.2, width: 0.8, height: 0.5, width_mm: 200, height_mm: 90 },
  ],
};

const products = (url: string) =>
  renderPage(
    <Routes>
      <Route path="app/pod-product" element={<PodProductsPage />} />
      <Route path="app/pod-product/:collection" element={<PodProductsPage />} />
    </Routes>,
    { url },
  );

const detail = (url: string) =>
  renderPage(
    <Routes>
      <Route path="app/pod-product/detail/:productId/:shipTo" element={<PodDetailPage />} />
    </Routes>,
    { url },
  );

describe('print-on-demand pages', () => {
  it('lists the blanks of a collection, with prices and links to their editor', async () => {
    const { http } = products('/app/pod-product/mugs?ship_to=DE');
    http.onGet('pod/products').reply(...okReply(page([card('12', 'Ceramic mug 11 oz')])));
    const cards = await screen.findAllByTestId('pod-card');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveTextContent('Ceramic mug 11 oz');
    expect(cards[0]).toHaveTextContent('From $6.50');
    expect(screen.getByRole('link', { name: 'Ceramic mug 11 oz' })).toHaveAttribute(
      'href',
      '/app/pod-product/detail/12/DE',
    );
    expect(http.history.get.find((r) => r.url === 'pod/products')?.params).toMatchObject({
      collection: 'mugs',
      page: 1,
    });
  });

  it('says when no blank matches', async () => {
    const { http } = products('/app/pod-product');
    http.onGet('pod/products').reply(...okReply(page([])));
    expect(await screen.findByText('No products found.')).toBeInTheDocument();
  });

  it('shows a blank with FREE shipping and the workplace’s saved design', async () => {
    const { http } = detail('/app/pod-product/detail/12/US');
    http.onGet('pod/products/12/US').reply(...okReply(blank));
    http.onGet('pod/designs/12').reply(...okReply(SAVED_DESIGN));
    expect(await screen.findByTestId('pod-detail')).toHaveTextContent('Ceramic mug 11 oz');
    expect(screen.getByTestId('pod-shipping')).toHaveTextContent('FREE');
    await waitFor(() =>
      expect(screen.getByTestId('design-picture')).toHaveAttribute('src', '/pod/designs/3f8a.png'),
    );
  });

  it('says when a blank does not ship to the country, and when it does not exist', async () => {
    const first = detail('/app/pod-product/detail/12/BR');
    first.http.onGet('pod/products/12/BR').reply(...okReply({ ...blank, shipping_cost: null }));
    first.http
      .onGet('pod/designs/12')
      .reply(200, { status: 404, message: 'DataNotFound', data: null });
    expect(await screen.findByTestId('pod-shipping')).toHaveTextContent(
      'Does not ship to this country',
    );
    expect(screen.queryByTestId('design-picture')).toBeNull();
    first.unmount();

    const missing = detail('/app/pod-product/detail/99/US');
    missing.http.onGet('pod/products/99/US').reply(...serverErrorReply());
    expect(await screen.findByTestId('pod-not-found')).toHaveTextContent(
      'This product could not be found.',
    );
  });

  it('refuses a design file that is not a PNG or JPEG', async () => {
    const { http, container } = detail('/app/pod-product/detail/12/US');
    http.onGet('pod/products/12/US').reply(...okReply(blank));
    http.onGet('pod/designs/12').reply(200, { status: 404, message: 'DataNotFound', data: null });
    await screen.findByTestId('design-editor');
    const input = container.querySelector('input[type="file"]')!;
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'design.gif', { type: 'image/gif' })] },
    });
    expect(await screen.findByText('Choose a PNG or JPEG picture.')).toBeInTheDocument();
    expect(http.history.put).toHaveLength(0);
  });
});
