import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, Route, Routes } from 'react-router-dom';
import type {
  LogisticsResult,
  PriceDetail,
  ReviewPage,
  SupplierProduct,
  SupplierVariant,
} from '@omni/shared/contracts';
import { okReply } from '@omni/shared/remote-testing';
import { renderPage } from '../../../testing/render-page';
import ProductDetailPage from './product-detail-page';

// antd tables, selects and images on a shared 2-core machine: generous limits
jest.setTimeout(60_000);
const slow = { timeout: 10_000 };

const prop = (optionId: string, valueId: string, value: string, image: string | null = null) => ({
  property_value_id_long: valueId,
  sku_property_id: optionId,
  sku_property_name: optionId === 'c' ? 'Color' : 'Size',
  sku_property_value: value,
  property_value_definition_name: value,
  sku_image: image,
});

const variant = (sku: string, quantity: number, color: string, size: string): SupplierVariant => ({
  sku_id: sku,
  aliexpress_options: `Color:${color};Size:${size}`,
  quantity,
  price_usd: sku === 's2' ? 14 : 12,
  sku_property: [prop('c', color, color, `/sku-${color}.png`), prop('s', size, size)],
});

const product: SupplierProduct = {
  store_info: {
    store_id: '9',
    store_name: 'Bright Home Store',
    store_url: 'https://bright.example',
  },
  category_id: 3,
  aliexpress_product_id: null,
  source_product_id: '101',
  source: 'omni',
  name: 'LED desk lamp',
  description: 'A warm lamp.',
  avg_evaluation_rating: 4.5,
  evaluation_count: 12,
  variants: [
    variant('s1', 5, 'red', 'S'),
    variant('s2', 3, 'blue', 'S'),
    variant('s3', 0, 'blue', 'M'),
  ],
  price_range: { min: 12, max: 14 },
  options: [
    {
      id: 'c',
      name: 'Color',
      values: [
        { id: 'red', value: 'Red', image: null, countryCode: null },
        { id: 'blue', value: 'Blue', image: null, countryCode: null },
      ],
    },
    {
      id: 's',
      name: 'Size',
      values: [
        { id: 'S', value: 'S', image: null, countryCode: null },
        { id: 'M', value: 'M', image: null, countryCode: null },
      ],
    },
  ],
  images: ['/main.png', '/side.png'],
  video_url: null,
  currency: 'USD',
  product_link: '/app/find-product/omni/detail/101/US',
  trade_count: 5400,
  lastest_volume: 1520,
  listing_count: 120,
  suggested_price: 29.99,
  ship_from: 'CN',
  ship_countries: ['US', 'GB'],
  imported: false,
  product_package_id: null,
  favourited: false,
};

const priceDetail = (shipTo: string, shipping: number | null): PriceDetail => ({
  ship_to: shipTo,
  currency: 'USD',
  product: {
    source_product_id: '101',
    variants: [
      {
        sku_id: 's1',
        price_usd: 12,
        quantity: 5,
        shipping_usd: shipping,
        total_usd: shipping === null ? null : 12 + shipping,
        suggested_price: 29.99,
        profit: shipping === null ? null : 17.99 - shipping,
      },
      {
        sku_id: 's2',
        price_usd: 14,
        quantity: 3,
        shipping_usd: shipping,
        total_usd: shipping === null ? null : 14 + shipping,
        suggested_price: 31.99,
        profit: shipping === null ? null : 17.99 - shipping,
      },
    ],
  },
  logistics: null,
});

const logistics = (country: string, standard: number): LogisticsResult => ({
  country_code: country,
  quantity: 1,
  options: [
    {
      code: 'standard',
      name_key: 'logistics.standard',
      name: null,
      amount: standard,
      currency: 'USD',
      delivery_time: { min: 8, max: 15 },
      ship_from: 'CN',
    },
    {
      code: 'express',
      name_key: 'logistics.express',
      name: null,
      amount: 19.5,
      currency: 'USD',
      delivery_time: { min: 3, max: 6 },
      ship_from: 'CN',
    },
  ],
});

const reviews: ReviewPage = {
  items: [
    {
      id: 'r1',
      feedback: 'Bright and solid.',
      rating: 4.5,
      createdAt: '2026-10-02T10:00:00Z',
      country: 'GB',
      images: ['/review.png'],
      name: 'A***n',
      orderInfos: ['Color: Red'],
    },
  ],
  page: 1,
  page_size: 10,
  total: 1,
  avg_rating: 4.5,
};

/** Where a list opened the detail in-app (embedded or mobile), as its link passes it along. */
const LIST_PATH = '/app/find-product?keyword=lamp&sort=asc_price';

function setUp(url = '/app/find-product/omni/detail/101/US') {
  const view = renderPage(
    <Routes>
      <Route
        path="/app/find-product/:productSource/detail/:productId/:shipTo"
        element={<ProductDetailPage />}
      />
      <Route
        path="/opened-in-app"
        element={<Navigate to="/app/find-product/omni/detail/101/US" state={{ from: LIST_PATH }} />}
      />
    </Routes>,
    { url },
  );
  const { http } = view;
  http.onGet('core/exchange-rates').reply(...okReply({ rates: {} }));
  http.onGet('center/products/source/omni/101').reply(...okReply(product));
  http
    .onGet('product-sources/products/price-detail/omni/101/US')
    .reply(...okReply(priceDetail('US', 0)));
  http
    .onGet('product-sources/products/price-detail/omni/101/GB')
    .reply(...okReply(priceDetail('GB', 3.5)));
  http.onGet('product-sources/logistics/omni/101').reply((config) => {
    const country = (config.params as { country_code: string }).country_code;
    return okReply(logistics(country, country === 'US' ? 0 : 4.25));
  });
  http.onGet('product-sources/reviews/omni/101').reply(...okReply(reviews));
  return view;
}

/** Picks a country in the detail's ship-to picker; the path follows. */
async function chooseShipTo(typed: string, code: string) {
  const picker = screen.getByRole('combobox', { name: 'Ship to' });
  await userEvent.click(picker);
  await userEvent.type(picker, typed);
  const item = await waitFor(() => {
    const found = document.querySelector('.ant-select-item-option');
    expect(found).not.toBeNull();
    return found!;
  });
  await userEvent.click(item);
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/app/find-product/omni/detail/101/${code}`,
    ),
  );
}

describe('ProductDetailPage', () => {
  it('shows the product, its price for the ship-to country, logistics, seller and reviews', async () => {
    setUp();
    expect(await screen.findByTestId('detail-name', {}, slow)).toHaveTextContent('LED desk lamp');
    await waitFor(
      () => expect(screen.getByTestId('detail-price')).toHaveTextContent('$12.00'),
      slow,
    );
    expect(screen.getByTestId('detail-shipping')).toHaveTextContent('FREE');
    expect(screen.getByTestId('detail-total')).toHaveTextContent('$12.00');
    expect(await screen.findByTestId('logistics-cost-standard')).toHaveTextContent('FREE');
    expect(screen.getByTestId('logistics-cost-express')).toHaveTextContent('$19.50');
    expect(screen.getByTestId('logistics-options')).toHaveTextContent('8-15 days');
    expect(screen.getByTestId('seller-name')).toHaveAttribute('href', 'https://bright.example');
    const review = await screen.findByTestId('review');
    expect(review).toHaveTextContent('Bright and solid.');
    expect(within(review).getByTestId('review-country')).toHaveTextContent('United Kingdom');
    expect(within(review).getByTestId('review-rating')).toHaveAttribute(
      'aria-label',
      'Rated 4.5 out of 5',
    );
    expect(screen.getByTestId('detail-back')).toHaveAttribute('href', '/app/find-product');
    // the research tools take their place under the detail
    expect(
      await within(screen.getByTestId('detail-research')).findByTestId('research-tabs'),
    ).toBeInTheDocument();
  });

  it('drops sold-out variants: a value with no stock left is disabled', async () => {
    setUp();
    await screen.findByTestId('variant-picker', {}, slow);
    // blue/M has quantity 0, so with blue chosen M cannot be had
    await userEvent.click(screen.getByTestId('option-value-c-blue'));
    expect(screen.getByTestId('option-value-s-M')).toBeDisabled();
    expect(screen.getByTestId('option-value-s-S')).toBeEnabled();
    await waitFor(() => expect(screen.getByTestId('detail-price')).toHaveTextContent('$14.00'));
  });

  it('shows the chosen option’s SKU image large, and a thumbnail when picked', async () => {
    setUp();
    await screen.findByTestId('variant-picker', {}, slow);
    const mainSrc = () => {
      const shown = screen.getByTestId('detail-main-image');
      return (shown.tagName === 'IMG' ? shown : shown.querySelector('img'))?.getAttribute('src');
    };
    expect(mainSrc()).toBe('/main.png');
    await userEvent.click(screen.getByTestId('option-value-c-blue'));
    await waitFor(() => expect(mainSrc()).toBe('/sku-blue.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Image 2 of 2' }));
    expect(mainSrc()).toBe('/side.png');
  });

  it('changes price and logistics with the ship-to country, in the path', async () => {
    const { http } = setUp();
    await waitFor(
      () => expect(screen.getByTestId('detail-shipping')).toHaveTextContent('FREE'),
      slow,
    );
    await chooseShipTo('united k', 'GB');
    await waitFor(
      () => expect(screen.getByTestId('detail-shipping')).toHaveTextContent('$3.50'),
      slow,
    );
    expect(screen.getByTestId('price-detail')).toHaveAttribute('data-ship-to', 'GB');
    await waitFor(() =>
      expect(screen.getByTestId('logistics-cost-standard')).toHaveTextContent('$4.25'),
    );
    expect(
      http.history.get
        .filter((request) => request.url === 'product-sources/logistics/omni/101')
        .map((request) => (request.params as { country_code: string }).country_code),
    ).toEqual(['US', 'GB']);
  });

  it('opened in-app, leads back to the list it came from, also after a ship-to change', async () => {
    setUp('/opened-in-app');
    expect(await screen.findByTestId('detail-name', {}, slow)).toBeInTheDocument();
    const back = screen.getByTestId('detail-back');
    expect(back).toHaveAttribute('href', LIST_PATH);
    expect(back).toHaveTextContent('Back to the list');
    await chooseShipTo('germ', 'DE');
    expect(screen.getByTestId('detail-back')).toHaveAttribute('href', LIST_PATH);
  });

  it('says when the product does not exist', async () => {
    const { http } = setUp('/app/find-product/omni/detail/999/US');
    http.onGet('center/products/source/omni/999').reply(404, {
      status: 202,
      message: 'DataNotFound',
      data: null,
    });
    expect(await screen.findByTestId('detail-not-found')).toHaveTextContent(
      'This product does not exist or is no longer available.',
    );
  });
});
