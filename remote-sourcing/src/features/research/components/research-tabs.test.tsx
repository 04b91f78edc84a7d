import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  OrderStatistics,
  PriceHistory,
  ResearchKeywords,
  ResearchReviews,
  SellerRatings,
  SimilarProduct,
  SocialAd,
  SocialAdPage,
  StoresSelling,
  TopCountries,
} from '@omni/shared/contracts';
import { okReply, quotaExpiredReply, serverErrorReply } from '@omni/shared/remote-testing';
import { renderPage } from '../../../testing/render-page';
import { ResearchTabs } from './research-tabs';

const BASE = 'ah/research/products/710001';

const history: PriceHistory = {
  currency: 'USD',
  points: [
    { date: '2026-09-01', price: 14 },
    { date: '2026-09-08', price: 11.25 },
    { date: '2026-09-15', price: 12.5 },
  ],
  min: 11.25,
  max: 14,
  current: 12.5,
};

const countries: TopCountries = {
  items: [
    { country: 'GB', orders: 1200, share: 40 },
    { country: 'DE', orders: 600, share: 20 },
  ],
};

const keywords: ResearchKeywords = {
  items: [
    { keyword: 'moon lamp', search_volume: 18000, growth: 12.5 },
    { keyword: 'night light', search_volume: 9000, growth: -3 },
  ],
};

/** FIND_SIMILAR_PRODUCT used up on a plan of 5 (the API's answer, HTTP 402). */
const QUOTA_EXPIRED = quotaExpiredReply('FIND_SIMILAR_PRODUCT', 5, 5);

const openTab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));

describe('ResearchTabs', () => {
  it('explains that research covers the own catalogue only', () => {
    renderPage(<ResearchTabs source="aliexpress" productId="1005" />);
    expect(screen.getByTestId('research-unavailable')).toHaveTextContent(
      'Research tools are available for products of our own catalogue.',
    );
    expect(screen.queryByTestId('research-tabs')).toBeNull();
  });

  it('opens on the price history: loading, then current, lowest and highest price', async () => {
    const { http } = renderPage(<ResearchTabs source="omni" productId="710001" />);
    let answer: (value: [number, unknown]) => void = () => undefined;
    http.onGet(`${BASE}/price-history`).reply(() => new Promise((resolve) => (answer = resolve)));
    expect(document.querySelector('.ant-skeleton')).not.toBeNull();
    await waitFor(() => expect(http.history.get).toHaveLength(1));
    answer(okReply(history));
    const panel = await screen.findByTestId('price-history');
    expect(panel).toHaveTextContent('Current price');
    expect(panel).toHaveTextContent('$12.50');
    expect(panel).toHaveTextContent('$11.25');
    expect(panel).toHaveTextContent('$14.00');
    // the other tabs ask for nothing until opened
    expect(http.history.get.map((request) => request.url)).toEqual([`${BASE}/price-history`]);
    expect(http.history.post).toHaveLength(0);
  });

  it('top countries: an error with Retry, then the countries with their orders', async () => {
    const { http } = renderPage(<ResearchTabs source="omni" productId="710001" />);
    http.onGet(`${BASE}/price-history`).reply(...okReply(history));
    http.onGet(`${BASE}/top-countries`).replyOnce(...serverErrorReply());
    http.onGet(`${BASE}/top-countries`).reply(...okReply(countries));
    openTab('Top countries');
    expect(await screen.findByText('This information could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const table = await screen.findByTestId('research-countries');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('United Kingdom (UK)');
    expect(rows[1]).toHaveTextContent('1,200');
    expect(rows[1]).toHaveTextContent('40%');
    expect(rows[2]).toHaveTextContent('Germany (DE)');
  });

  it('trending keywords with their growth, and an empty list', async () => {
    const { http } = renderPage(<ResearchTabs source="omni" productId="710001" />);
    http.onGet(`${BASE}/price-history`).reply(...okReply({ ...history, points: [] }));
    http.onPost(`${BASE}/keywords`).reply(...okReply(keywords));
    expect(await screen.findByText('No data yet.')).toBeInTheDocument();
    openTab('Trending keywords');
    const table = await screen.findByTestId('research-keywords');
    expect(table).toHaveTextContent('moon lamp');
    expect(table).toHaveTextContent('18,000');
    expect(table).toHaveTextContent('+12.5%');
    expect(table).toHaveTextContent('-3%');
  });

  describe('the other tabs', () => {
    const ad = (id: string, platform: SocialAd['platform'], viewed: boolean): SocialAd => ({
      id,
      product_id: '710001',
      platform,
      advertiser: `Shop ${id}`,
      caption: `Caption of ${id}`,
      call_to_action: 'Shop now',
      country: 'US',
      likes: 12_300,
      comments: 45,
      shares: 6,
      first_seen: '2026-10-01T00:00:00.000Z',
      last_seen: '2026-10-21T00:00:00.000Z',
      days_running: 20,
      image: `https://img.test/${id}.png`,
      viewed,
    });
    const adPage = (items: SocialAd[]): SocialAdPage => ({
      items,
      page: 1,
      page_size: 24,
      total: items.length,
      has_more: false,
    });

    const render = () => {
      const page = renderPage(<ResearchTabs source="omni" productId="710001" shipTo="DE" />);
      page.http.onGet(`${BASE}/price-history`).reply(...okReply(history));
      return page;
    };

    it('ads spy: by platform; opening an unseen ad marks it viewed (AO_Ads), a seen one not', async () => {
      const { http } = render();
      const viewed = new Set<string>(['a2']);
      http.onGet('social/ads/data-filters').reply(
        ...okReply({
          platforms: [
            { value: 'facebook', count: 1 },
            { value: 'tiktok', count: 1 },
          ],
          countries: [],
        }),
      );
      http.onGet('social/ads/list').reply((config) => {
        const all = [ad('a1', 'facebook', viewed.has('a1')), ad('a2', 'tiktok', viewed.has('a2'))];
        const platform = (config.params as { platform?: string }).platform;
        return okReply(adPage(all.filter((item) => !platform || item.platform === platform)));
      });
      http.onPost('social/ads/mark-view').reply((config) => {
        const body = JSON.parse(config.data as string) as { ad_id: string };
        viewed.add(body.ad_id);
        return okReply({ ad_id: body.ad_id, viewed: true });
      });
      openTab('Ads spy');
      const grid = await screen.findByTestId('research-ads');
      expect(grid).toHaveTextContent('Shop a1');
      expect(grid).toHaveTextContent('Caption of a2');
      expect(grid).toHaveTextContent('12K');
      expect(grid).toHaveTextContent('Days running: 20');

      fireEvent.click(within(grid).getByText('Shop a2')); // already viewed
      fireEvent.click(within(grid).getByText('Shop a1'));
      await waitFor(() => expect(http.history.post).toHaveLength(1));
      expect(JSON.parse(http.history.post[0]!.data as string)).toEqual({
        ad_id: 'a1',
        mode: 'AO_Ads',
      });
      // the list comes back with the mark
      await waitFor(() =>
        expect(within(screen.getByTestId('research-ads')).getAllByText('Viewed')).toHaveLength(2),
      );

      fireEvent.click(screen.getByText('TikTok (1)'));
      await waitFor(() =>
        expect(screen.getByTestId('research-ads')).not.toHaveTextContent('Shop a1'),
      );
      expect(http.history.get.at(-1)!.params).toMatchObject({ platform: 'tiktok' });
    });

    it('similar products link to their detail for the ship-to country', async () => {
      const { http } = render();
      const similar: SimilarProduct = {
        source_product_id: '710077',
        source: 'omni',
        name: 'Moon lamp, 15 cm',
        image: 'https://img.test/moon.png',
        price_min: 9.5,
        rating: 4.6,
        trade_count: 5400,
        similarity: 81,
      };
      http.onPost(`${BASE}/similar-products`).reply(...okReply({ items: [similar] }));
      openTab('Similar products');
      const grid = await screen.findByTestId('research-similar');
      expect(within(grid).getByRole('link')).toHaveAttribute(
        'href',
        '/app/find-product/omni/detail/710077/DE',
      );
      expect(grid).toHaveTextContent('$9.50');
      expect(grid).toHaveTextContent('Orders: 5,400');
    });

    it('a lookup past the plan shows the upgrade message of 001 §6, not a Retry', async () => {
      const { http } = render();
      http.onPost(`${BASE}/similar-products`).reply(...QUOTA_EXPIRED);
      openTab('Similar products');
      const alert = await screen.findByTestId('research-quota-exceeded');
      expect(alert).toHaveTextContent('Upgrade your plan to access all data without any limits.');
      expect(alert).toHaveTextContent('5 of 5 used this period.');
      expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
      expect(within(alert).getByRole('button', { name: 'Upgrade plan' })).toBeTruthy();
    });

    it('where the mobile app hides billing, the quota message has no way to upgrade', async () => {
      window.sessionStorage.setItem('omni_hide_billing', '1');
      try {
        const { http } = render();
        http.onPost(`${BASE}/similar-products`).reply(...QUOTA_EXPIRED);
        openTab('Similar products');
        const alert = await screen.findByTestId('research-quota-exceeded');
        expect(alert).toHaveTextContent('Limit quota exceeded');
        expect(within(alert).queryByRole('button')).toBeNull();
      } finally {
        window.sessionStorage.removeItem('omni_hide_billing');
      }
    });

    it('order statistics show the 12-week total', async () => {
      const { http } = render();
      const stats: OrderStatistics = {
        points: [
          { week: '2026-09-07', orders: 1200 },
          { week: '2026-09-14', orders: 1350 },
        ],
        total: 2550,
      };
      http.onGet(`${BASE}/order-statistics`).reply(...okReply(stats));
      openTab('Order statistics');
      const panel = await screen.findByTestId('order-statistics');
      expect(panel).toHaveTextContent('Orders in 12 weeks');
      expect(panel).toHaveTextContent('2,550');
    });

    it('says what has not been observed yet instead of drawing an empty chart', async () => {
      const { http } = renderPage(<ResearchTabs source="omni" productId="710001" shipTo="DE" />);
      const firstSeen: PriceHistory = {
        currency: 'USD',
        points: [{ date: '2026-09-01', price: 14 }],
        min: 14,
        max: 14,
        current: 14,
      };
      http.onGet(`${BASE}/price-history`).reply(...okReply(firstSeen));
      expect(
        await screen.findByText(
          "We first saw this product's price on Sep 1 ($14.00). Its history starts there and grows with every day we see it.",
        ),
      ).toBeInTheDocument();
      expect(screen.queryByTestId('price-history')).toBeNull();

      const noOrders: OrderStatistics = {
        points: [{ week: '2026-09-07', orders: 0 }],
        total: 0,
      };
      http.onGet(`${BASE}/order-statistics`).reply(...okReply(noOrders));
      openTab('Order statistics');
      expect(
        await screen.findByText(/No orders of this product have been placed through Omni/),
      ).toBeInTheDocument();
      expect(screen.queryByTestId('order-statistics')).toBeNull();

      http.onGet(`${BASE}/top-countries`).reply(...okReply({ items: [] }));
      openTab('Top countries');
      expect(
        await screen.findAllByText(/No orders of this product have been placed through Omni/),
      ).not.toHaveLength(0);

      const noStores: StoresSelling = { items: [], total: 0, current_total: 0, has_more: false };
      http.onPost(`${BASE}/fetch-stores-selling`).reply(...okReply(noStores));
      openTab('Stores selling');
      expect(
        await screen.findByText('No service has reported stores selling this product yet.'),
      ).toBeInTheDocument();
    });

    it('stores selling: the next page starts after the stores shown (current_total)', async () => {
      const { http } = render();
      const store = (n: number) => ({
        store_name: `Store ${n}`,
        store_url: `https://store-${n}.test`,
        country: 'GB',
        price: 20 + n,
        listed_at: '2026-10-01T00:00:00.000Z',
      });
      const first: StoresSelling = {
        items: [store(1), store(2)],
        total: 3,
        current_total: 2,
        has_more: true,
      };
      const second: StoresSelling = {
        items: [store(3)],
        total: 3,
        current_total: 3,
        has_more: false,
      };
      http
        .onPost(`${BASE}/fetch-stores-selling`)
        .reply((config) =>
          okReply(
            (JSON.parse(config.data as string) as { current_total: number }).current_total === 0
              ? first
              : second,
          ),
        );
      openTab('Stores selling');
      const table = await screen.findByTestId('research-stores');
      expect(screen.getByText('Stores selling it: 3')).toBeInTheDocument();
      expect(table).toHaveTextContent('United Kingdom (UK)');
      fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(table).toHaveTextContent('Store 3'));
      expect(http.history.post.map((request) => JSON.parse(request.data as string))).toEqual([
        { current_total: 0 },
        { current_total: 2 },
      ]);
      expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    });

    it('seller ratings and the review summary', async () => {
      const { http } = render();
      const seller: SellerRatings = {
        seller_id: '17',
        store_name: 'Lumen Works',
        country: 'CN',
        rating: 4.7,
        followers: 12800,
        opened_year: 2019,
        positive_percent: 96.5,
        products: 140,
      };
      const reviews: ResearchReviews = {
        average: 4.5,
        total: 200,
        distribution: [
          { stars: 5, count: 150 },
          { stars: 4, count: 30 },
          { stars: 3, count: 10 },
          { stars: 2, count: 6 },
          { stars: 1, count: 4 },
        ],
        countries: [{ country: 'US', count: 120 }],
      };
      http.onGet(`${BASE}/seller-ratings`).reply(...okReply(seller));
      http.onGet(`${BASE}/reviews`).reply(...okReply(reviews));
      openTab('Seller ratings');
      const card = await screen.findByTestId('research-seller');
      expect(card).toHaveTextContent('Lumen Works');
      expect(card).toHaveTextContent('96.5%');
      expect(card).toHaveTextContent('12,800');
      expect(card).toHaveTextContent('2019');
      openTab('Reviews');
      const summary = await screen.findByTestId('research-reviews');
      expect(summary).toHaveTextContent('Reviews: 200');
      expect(summary).toHaveTextContent('75%'); // 150 of 200 five-star reviews
      expect(summary).toHaveTextContent('United States (US): 120');
    });
  });
});
