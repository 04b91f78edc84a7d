import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StoreAnalysis, StoreProductPage } from '@omni/shared/contracts';
import { okReply, serverErrorReply } from '@omni/shared/remote-testing';
import { renderPage } from '../../../testing/render-page';
import StoreAnalyticsPage from './store-analytics-page';

const SCAN = 'center/products/quick-scan';
const PRODUCTS = `center/products/crawl-by-seller/shopify/${encodeURIComponent('https://shop.example.com')}`;

const analysis: StoreAnalysis = {
  outcome: 'ok',
  shop_info: {
    shopUriOrigin: 'https://shop.example.com',
    shopUri: 'shop.example.com',
    shopName: 'Example Outfitters',
    themeName: 'Dawn',
    themeId: '1',
    themeUri: null,
    themeStoreId: '887',
    storeId: '555',
    currencyActive: 'USD',
    bestSellingUrl: null,
    facebook: null,
    twitter: null,
    instagram: null,
    title: 'Example Outfitters',
    description: 'Outdoor gear',
    logos: [],
    country: 'US',
    appUsed: ['Klaviyo'],
  },
  apps: [
    {
      name: 'Klaviyo',
      short_description: 'Email marketing',
      app_store_url: 'https://apps.shopify.com/klaviyo-email-marketing',
      website_url: '',
      script_pattern: 'klaviyo.com',
      category: 'Marketing',
      own: false,
    },
  ],
  theme: {
    name: 'Dawn',
    theme_store_url: 'https://themes.shopify.com/themes/dawn',
    id: '887',
    handle: 'dawn',
    style_id: null,
    style_handle: null,
  },
  catalogue_size: 2000,
};

const products: StoreProductPage = {
  outcome: 'ok',
  items: [
    {
      id: '1',
      handle: 'trail-jacket',
      title: 'Trail jacket',
      body_html: '',
      vendor: 'Example',
      product_type: 'Jackets',
      tags: [],
      published_at: '2026-03-01T00:00:00Z',
      options: [],
      variants: [{ id: 'v1', title: 'M', price: 89, sku: null, available: true }],
      href: 'https://shop.example.com/products/trail-jacket',
      image: null,
      images: [],
      minPrice: 89,
      maxPrice: 89,
      priceAmount: 89,
      currencyCode: 'USD',
      created_at: null,
      updatedAt: null,
    },
  ],
  page: 1,
  has_more: false,
};

function analyse(address: string) {
  fireEvent.change(screen.getByTestId('store-url'), { target: { value: address } });
  fireEvent.click(screen.getByTestId('analyse-store'));
}

describe('StoreAnalyticsPage', () => {
  it('analyses a store: shop info, theme, detected apps and its products', async () => {
    const { http } = renderPage(<StoreAnalyticsPage />);
    http.onPost(SCAN).reply(...okReply(analysis));
    http.onGet(PRODUCTS).reply(...okReply(products));
    expect(screen.getByTestId('analyse-store')).toBeDisabled();
    analyse('shop.example.com');

    expect(await screen.findByTestId('shop-name')).toHaveTextContent('Example Outfitters');
    expect(screen.getByTestId('theme-name')).toHaveTextContent('Dawn');
    expect(screen.getByTestId('detected-app')).toHaveAttribute('data-app', 'Klaviyo');
    expect(screen.getByTestId('app-list')).toHaveTextContent('Apps detected: 1');
    expect(await screen.findByTestId('store-product')).toHaveTextContent('Trail jacket');
    expect(within(screen.getByTestId('store-products')).getByText('$89.00')).toBeInTheDocument();
    expect(JSON.parse(http.history.post[0]!.data as string)).toEqual({ url: 'shop.example.com' });
  });

  it('says why a page was not analysed and shows no shop', async () => {
    const { http } = renderPage(<StoreAnalyticsPage />);
    http
      .onPost(SCAN)
      .reply(
        ...okReply({ ...analysis, outcome: 'excluded', shop_info: null, apps: [], theme: null }),
      );
    analyse('facebook.com/somebody');
    expect(await screen.findByTestId('scan-outcome')).toHaveTextContent(
      'Marketplaces and social sites are not analysed.',
    );
    expect(screen.queryByTestId('shop-info')).toBeNull();
  });

  it('keeps the address and shows a translated error when the analysis fails', async () => {
    const { http } = renderPage(<StoreAnalyticsPage />);
    http.onPost(SCAN).reply(...serverErrorReply());
    analyse('shop.example.com');
    expect(
      await screen.findByText('The analysis could not be run. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('store-url')).toHaveValue('shop.example.com');
  });

  it('shows when the store’s products cannot be read', async () => {
    const { http } = renderPage(<StoreAnalyticsPage />);
    http.onPost(SCAN).reply(...okReply(analysis));
    http.onGet(PRODUCTS).reply(...serverErrorReply());
    analyse('shop.example.com');
    await waitFor(() =>
      expect(screen.getByTestId('store-products')).toHaveTextContent(
        "The store's products could not be read.",
      ),
    );
  });
});
