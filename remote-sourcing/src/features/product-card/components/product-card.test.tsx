import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BodyStatus } from '@omni/shared/errors';
import { okReply } from '@omni/shared/remote-testing';
import { renderPage } from '../../../testing/render-page';
import { mockScrollTo } from '../../../testing/scroll-to';
import { mockViewport } from '../../../testing/viewport';
import { importQuotaAtom } from '../hooks/import-quota';
import { cardFixture } from '../testing/fixtures';
import type { MoneyDisplay } from '@omni/shared/money';
import { ProductCard } from './product-card';

const usd: MoneyDisplay = { currency: 'USD', rates: {}, locale: 'en' };
const eur: MoneyDisplay = { currency: 'EUR', rates: { USDEUR: 0.5 }, locale: 'en' };
const IMPORT_PATH = 'center/products/import/omni';

describe('ProductCard', () => {
  it('shows every field: price and range, volume, rating, reviews, FREE shipping, days, countries', () => {
    renderPage(<ProductCard product={cardFixture()} mode="import" money={usd} shipTo="US" />);
    const card = screen.getByTestId('product-card-101');
    expect(within(card).getByTestId('card-price')).toHaveTextContent('$12.50');
    expect(within(card).getByTestId('card-price-range')).toHaveTextContent('$12.50 - $18.00');
    expect(within(card).getByTestId('card-volume')).toHaveTextContent('1.5K sold');
    expect(within(card).getByTestId('card-rating')).toHaveTextContent('4.7');
    expect(within(card).getByTestId('card-reviews')).toHaveTextContent('230 reviews');
    expect(within(card).getByTestId('card-shipping-cost')).toHaveTextContent('Shipping: FREE');
    expect(within(card).getByTestId('card-shipping-time')).toHaveTextContent('7-12 days');
    expect(within(card).getByTestId('card-ship-countries')).toHaveTextContent(
      'Ships to: US, UK, DE +1',
    );
    expect(within(card).getAllByRole('button', { name: /Image \d of 3/ })).toHaveLength(3);
    expect(within(card).queryByTestId('card-imported-mark')).toBeNull();
  });

  it('loads a catalogue picture as WebP at the card widths; eagerly in the first row only', () => {
    const url = 'http://127.0.0.1:4000/api/catalogue-media/products/7/0.png';
    const product = cardFixture({ images: [url] });
    const { unmount } = renderPage(
      <ProductCard product={product} mode="import" money={usd} shipTo="US" firstRow />,
    );
    const first = screen.getByRole('img', { name: product.name });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('width', '480');
    expect(first).toHaveAttribute('height', '480');
    expect(first).toHaveAttribute('src', url);
    const source = first.parentElement!.querySelector('source')!;
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source.getAttribute('srcset')).toContain('/catalogue-media/products/7/0-320.webp 320w');
    expect(source).toHaveAttribute('sizes');
    unmount();

    renderPage(<ProductCard product={product} mode="import" money={usd} shipTo="US" />);
    expect(screen.getByRole('img', { name: product.name })).toHaveAttribute('loading', 'lazy');
  });

  it('loads a supplier picture as it is', () => {
    const product = cardFixture({ images: ['https://cdn.example/a.jpg'] });
    renderPage(<ProductCard product={product} mode="import" money={usd} shipTo="US" />);
    const image = screen.getByRole('img', { name: product.name });
    expect(image).toHaveAttribute('src', 'https://cdn.example/a.jpg');
    expect(image.parentElement!.tagName).not.toBe('PICTURE');
  });

  it('shows no rating while the product has no reviews', () => {
    const product = cardFixture({
      details: { ...cardFixture().details, rating: 4.3, reviews_count: 0 },
    });
    renderPage(<ProductCard product={product} mode="import" money={usd} shipTo="US" />);
    expect(screen.getByTestId('card-rating')).not.toHaveTextContent('4.3');
    expect(screen.queryByTestId('card-reviews')).toBeNull();
  });

  it('converts prices into the display currency', () => {
    renderPage(
      <ProductCard
        product={cardFixture({ details: { ...cardFixture().details, shipping_cost: 4 } })}
        mode="import"
        money={eur}
        shipTo="US"
      />,
    );
    expect(screen.getByTestId('card-price')).toHaveTextContent('€6.25');
    expect(screen.getByTestId('card-shipping-cost')).toHaveTextContent('€2.00');
  });

  it('shows a dash for unknown shipping cost and time, at most five images, and the marks', () => {
    const product = cardFixture({
      images: ['/1', '/2', '/3', '/4', '/5', '/6', '/7'],
      imported: true,
      mapped: true,
      product_package_id: 'pkg-1',
      details: {
        ...cardFixture().details,
        shipping_cost: null,
        shipping_time_min: null,
        shipping_time_max: null,
      },
    });
    renderPage(<ProductCard product={product} mode="home" money={usd} shipTo="US" />);
    expect(screen.getByTestId('card-shipping-cost')).toHaveTextContent('Shipping: -');
    expect(screen.getByTestId('card-shipping-time')).toHaveTextContent('-');
    expect(screen.getAllByRole('button', { name: /Image \d of 5/ })).toHaveLength(5);
    expect(screen.getByTestId('card-imported-mark')).toHaveTextContent('Imported');
    expect(screen.getByTestId('card-mapped-mark')).toHaveTextContent('Mapped');
    // home mode: no actions
    expect(screen.queryByTestId('import-button-101')).toBeNull();
  });

  it('offers the action of its mode', async () => {
    const onAction = jest.fn();
    const product = cardFixture();
    const { unmount } = renderPage(
      <ProductCard product={product} mode="mapping" money={usd} shipTo="US" onAction={onAction} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Map' }));
    expect(onAction).toHaveBeenCalledWith(product);
    unmount();
    renderPage(<ProductCard product={product} mode="detail" money={usd} shipTo="GB" />);
    expect(screen.getByTestId('card-view-detail')).toHaveAttribute(
      'href',
      '/app/find-product/omni/detail/101/GB',
    );
  });

  it('links the name to the detail in a new tab on desktop', () => {
    renderPage(<ProductCard product={cardFixture()} mode="import" money={usd} shipTo="DE" />);
    const link = screen.getByTestId('card-name');
    expect(link).toHaveAttribute('href', '/app/find-product/omni/detail/101/DE');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('imports: idle → importing → imported, and a second click does nothing', async () => {
    const { http } = renderPage(
      <ProductCard product={cardFixture()} mode="import" money={usd} shipTo="GB" />,
    );
    let answer: (value: [number, unknown]) => void = () => undefined;
    http
      .onPost(IMPORT_PATH)
      .reply(() => new Promise<[number, unknown]>((resolve) => (answer = resolve)));
    const button = screen.getByTestId('import-button-101');
    expect(button).toHaveAttribute('data-state', 'idle');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'importing'));
    await userEvent.click(button);
    answer(
      okReply({
        product_package_id: 'pkg-9',
        already_imported: false,
        error_message: null,
        quota: { limit: 50, usage: 3 },
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('import-button-101')).toHaveAttribute('data-state', 'imported'),
    );
    expect(screen.getByTestId('import-button-101')).toBeDisabled();
    expect(http.history.post).toHaveLength(1);
    expect(JSON.parse(http.history.post[0]!.data as string)).toEqual({
      product_id: '101',
      ship_to: 'GB',
    });
  });

  it('shows the quota error on the card and raises the quota banner', async () => {
    const { http, store } = renderPage(
      <ProductCard product={cardFixture()} mode="import" money={usd} shipTo="US" />,
    );
    http.onPost(IMPORT_PATH).reply(402, {
      status: BodyStatus.QUOTA_EXPIRED,
      message: 'EXCEED_QUOTA_LIMIT',
      data: null,
      errors: [{ field: 'quota', message: 'EXCEED_QUOTA_LIMIT', params: { limit: 50, usage: 50 } }],
    });
    await userEvent.click(screen.getByTestId('import-button-101'));
    expect(await screen.findByTestId('import-error-101')).toHaveTextContent(
      'You have exceeded your listing product quota (50/50). Upgrade',
    );
    expect(store.get(importQuotaAtom)).toEqual({ limit: 50, usage: 50 });
    // the card can be tried again after an error
    expect(screen.getByTestId('import-button-101')).toHaveAttribute('data-state', 'error');
  });

  it('where the mobile app hides billing, the quota error reads Limit quota exceeded, no upgrade', async () => {
    window.sessionStorage.setItem('omni_hide_billing', '1');
    try {
      const { http } = renderPage(
        <ProductCard product={cardFixture()} mode="import" money={usd} shipTo="US" />,
      );
      http.onPost(IMPORT_PATH).reply(402, {
        status: BodyStatus.QUOTA_EXPIRED,
        message: 'EXCEED_QUOTA_LIMIT',
        data: null,
        errors: [
          { field: 'quota', message: 'EXCEED_QUOTA_LIMIT', params: { limit: 50, usage: 50 } },
        ],
      });
      await userEvent.click(screen.getByTestId('import-button-101'));
      const error = await screen.findByTestId('import-error-101');
      expect(error).toHaveTextContent(/^Limit quota exceeded$/);
      expect(error.querySelector('a')).toBeNull();
    } finally {
      window.sessionStorage.removeItem('omni_hide_billing');
    }
  });

  it('shows a bad request on the card, translated', async () => {
    const { http } = renderPage(
      <ProductCard product={cardFixture()} mode="import" money={usd} shipTo="US" />,
    );
    http.onPost(IMPORT_PATH).reply(400, {
      status: BodyStatus.BAD_REQUEST,
      message: 'SourceUnavailable',
      data: null,
    });
    await userEvent.click(screen.getByTestId('import-button-101'));
    expect(await screen.findByTestId('import-error-101')).toHaveTextContent(
      'This source is not available right now.',
    );
  });

  describe('where an import error also shows (spec 001 §8)', () => {
    const originalMatchMedia = window.matchMedia;
    const scrollTo = mockScrollTo();
    afterEach(() => {
      window.matchMedia = originalMatchMedia;
    });

    const failImport = (http: ReturnType<typeof renderPage>['http'], quota: boolean) =>
      http.onPost(IMPORT_PATH).reply(
        quota ? 402 : 400,
        quota
          ? {
              status: BodyStatus.QUOTA_EXPIRED,
              message: 'EXCEED_QUOTA_LIMIT',
              data: null,
              errors: [
                { field: 'quota', message: 'EXCEED_QUOTA_LIMIT', params: { limit: 5, usage: 5 } },
              ],
            }
          : { status: BodyStatus.BAD_REQUEST, message: 'SourceUnavailable', data: null },
      );
    const renderCard = () =>
      renderPage(<ProductCard product={cardFixture()} mode="import" money={usd} shipTo="US" />);
    const toastWith = (text: string) =>
      waitFor(() => expect(document.querySelector('.ant-message')).toHaveTextContent(text));

    it('desktop: a quota error scrolls the page up to the quota banner, without a toast', async () => {
      mockViewport(false);
      const { http } = renderCard();
      failImport(http, true);
      await userEvent.click(screen.getByTestId('import-button-101'));
      await screen.findByTestId('import-error-101');
      expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
      expect(document.querySelector('.ant-message-notice')).toBeNull();
    });

    it('mobile: a quota error opens a toast instead of scrolling', async () => {
      mockViewport(true);
      const { http } = renderCard();
      failImport(http, true);
      await userEvent.click(screen.getByTestId('import-button-101'));
      await toastWith('You have exceeded your listing product quota (5/5).');
      expect(scrollTo).not.toHaveBeenCalled();
    });

    it('mobile: a bad request opens a toast with its message too', async () => {
      mockViewport(true);
      const { http } = renderCard();
      failImport(http, false);
      await userEvent.click(screen.getByTestId('import-button-101'));
      await toastWith('This source is not available right now.');
      expect(screen.getByTestId('import-error-101')).toHaveTextContent(
        'This source is not available right now.',
      );
    });
  });

  it('shows an imported product as imported without calling the API', async () => {
    const { http } = renderPage(
      <ProductCard
        product={cardFixture({ imported: true, product_package_id: 'pkg-1' })}
        mode="import"
        money={usd}
        shipTo="US"
      />,
    );
    expect(screen.getByTestId('import-button-101')).toHaveAttribute('data-state', 'imported');
    expect(screen.getByTestId('import-button-101')).toBeDisabled();
    expect(http.history.post).toHaveLength(0);
  });

  it('marks a favourite', async () => {
    const { http } = renderPage(
      <ProductCard product={cardFixture()} mode="import" money={usd} shipTo="US" />,
    );
    http.onPost('center/products/favourite').reply(...okReply({ product_ids: ['101'] }));
    await userEvent.click(screen.getByTestId('favourite-button-101'));
    await waitFor(() => expect(http.history.post).toHaveLength(1));
    expect(JSON.parse(http.history.post[0]!.data as string)).toEqual({
      product_ids: ['101'],
      source: 'omni',
    });
  });

  describe('hover video preview', () => {
    afterEach(() => jest.useRealTimers());

    it('plays at once on hover, with a spinner until the metadata loaded', () => {
      renderPage(
        <ProductCard
          product={cardFixture({ video_url: '/video.mp4' })}
          mode="import"
          money={usd}
          shipTo="US"
        />,
      );
      const media = screen.getByTestId('product-card-101').querySelector('.omni-card-media')!;
      fireEvent.mouseEnter(media);
      const video = screen.getByTestId('card-video');
      expect(screen.getByTestId('card-video-loading')).toBeInTheDocument();
      fireEvent.loadedMetadata(video);
      expect(screen.queryByTestId('card-video-loading')).toBeNull();
      fireEvent.mouseLeave(media);
      expect(screen.queryByTestId('card-video')).toBeNull();
    });

    it('waits 3 s for experts’ choice products', () => {
      jest.useFakeTimers();
      renderPage(
        <ProductCard
          product={cardFixture({ video_url: '/video.mp4' })}
          mode="import"
          money={usd}
          shipTo="US"
          expertsChoice
        />,
      );
      const media = screen.getByTestId('product-card-101').querySelector('.omni-card-media')!;
      fireEvent.mouseEnter(media);
      act(() => jest.advanceTimersByTime(2999));
      expect(screen.queryByTestId('card-video')).toBeNull();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByTestId('card-video')).toBeInTheDocument();
    });

    it.each([
      [2, 'A network error stopped the video.'],
      [4, 'This video format is not supported.'],
      [undefined, 'The video could not be played.'],
    ])('shows the message of media error code %p', (code, text) => {
      renderPage(
        <ProductCard
          product={cardFixture({ video_url: '/video.mp4' })}
          mode="import"
          money={usd}
          shipTo="US"
        />,
      );
      fireEvent.mouseEnter(
        screen.getByTestId('product-card-101').querySelector('.omni-card-media')!,
      );
      const video = screen.getByTestId('card-video');
      Object.defineProperty(video, 'error', { value: code === undefined ? null : { code } });
      fireEvent.error(video);
      expect(screen.getByTestId('card-video-error')).toHaveTextContent(text);
    });
  });
});
