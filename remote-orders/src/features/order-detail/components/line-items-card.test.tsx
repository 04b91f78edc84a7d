import { screen, within } from '@testing-library/react';
import type { OrderDetail, OrderDetailLine } from '@omni/shared/contracts/orders';
import { renderPage } from '../../../testing/render-page';
import { detail, line } from '../testing/order-detail-fixtures';
import { LineItemsCard } from './line-items-card';

const mapped: OrderDetailLine = {
  ...line,
  id: 'l1',
  platform_line_item_id: '1',
  title: 'Linen dress',
  price: '60.00',
  source_product_id: '1005001',
  sku_id: '12000001',
  source: 'cj',
  unmapped_product: false,
};

const orderOf = (...lines: OrderDetailLine[]): OrderDetail => ({ ...detail, line_items: lines });

describe('LineItemsCard: which sources can place a line, and what they answered', () => {
  it('names the mapped supplier and the own service, and what the own service answered', () => {
    renderPage(
      <LineItemsCard
        order={orderOf({
          ...mapped,
          can_place_by_omni: true,
          omni_recommend: {
            shipping_info: {
              service_name: 'Omni Express',
              amount: 4.99,
              processing_time: '1-3',
              delivery_time: '7-12',
            },
            source_order_id: 'OF100001',
          },
        })}
      />,
    );
    const sources = screen.getByTestId('order-line-sources');
    expect(within(sources).getByText('CJ Dropshipping')).toBeInTheDocument();
    expect(within(sources).getByText('Omni fulfilment')).toBeInTheDocument();
    expect(screen.getByTestId('order-line-omni-recommend')).toHaveTextContent(
      'Omni fulfilment ships it with Omni Express: $4.99, 7-12 days (request OF100001)',
    );
    expect(screen.queryByTestId('order-line-source-recommend')).not.toBeInTheDocument();
  });

  it("shows the product a supplier's report led to", () => {
    renderPage(
      <LineItemsCard
        order={orderOf({
          ...mapped,
          source_recommend: {
            error_code: 'NEED_CHANGE_SUPPLIER',
            recommend: { source: 'aliexpress', source_product_id: '1005009', sku_id: '12000009' },
          },
        })}
      />,
    );
    expect(screen.getByTestId('order-line-source-recommend')).toHaveTextContent(
      'Recommended instead: AliExpress product 1005009, SKU 12000009',
    );
    expect(screen.getByTestId('order-line-sources')).not.toHaveTextContent('Omni fulfilment');
    expect(screen.queryByTestId('order-line-omni-recommend')).not.toBeInTheDocument();
  });

  it('says nothing it was not told: an unmapped line with the own service off', () => {
    renderPage(
      <LineItemsCard
        order={orderOf({
          ...line,
          id: 'l2',
          platform_line_item_id: '2',
          title: 'Scarf',
          price: '60.00',
        })}
      />,
    );
    expect(screen.getByText('Not linked to a supplier product')).toBeInTheDocument();
    expect(screen.queryByTestId('order-line-sources')).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-line-omni-recommend')).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-line-source-recommend')).not.toBeInTheDocument();
  });
});
