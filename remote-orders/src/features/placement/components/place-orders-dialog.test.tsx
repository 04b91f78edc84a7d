import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PreviewOrder } from '@omni/shared/contracts/orders';
import { okReply, quotaExpiredReply } from '@omni/shared/remote-testing';
import { renderPage } from '../../../testing/render-page';
import { PlaceOrdersDialog } from './place-orders-dialog';

const ORDER = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const LINE = '33333333-3333-4333-8333-333333333333';

const quotes: PreviewOrder[] = [
  {
    order_id: ORDER,
    order_name: '#1001',
    source: 'cj',
    country_code: 'US',
    lines: [
      {
        line_item_id: LINE,
        title: 'Linen Shirt',
        quantity: 2,
        product_id: 'p1',
        sku_id: 's1',
        unit_cost: { amount: 1250, currency: 'USD' },
        shipping_options: [
          {
            service_code: 'CJPacket',
            service_name: 'CJPacket',
            fee: { amount: 399, currency: 'USD' },
            min_days: 7,
            max_days: 12,
          },
        ],
        service_code: 'CJPacket',
        error_key: null,
      },
    ],
    total: { amount: 2899, currency: 'USD' },
    error_key: null,
  },
  {
    order_id: OTHER,
    order_name: '#1002',
    source: null,
    country_code: 'US',
    lines: [],
    total: null,
    error_key: 'unmapped_product',
  },
];

describe('PlaceOrdersDialog', () => {
  it('previews each order with its supplier cost or the reason, and confirms the placeable ones', async () => {
    const onPlaced = jest.fn();
    const { http } = renderPage(
      <PlaceOrdersDialog orderIds={[ORDER, OTHER]} open onClose={() => {}} onPlaced={onPlaced} />,
    );
    http.onPost('orders/v4/preview').reply(...okReply({ orders: quotes }));
    http.onPost('orders/v4/confirm').reply(...okReply({ entries: [], failed: [] }));

    expect(await screen.findByText('$28.99')).toBeInTheDocument();
    expect(screen.getByText(/not linked to a supplier product/)).toBeInTheDocument();
    expect(screen.getByText('Linen Shirt × 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm (1)' }));

    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(JSON.parse(http.history.post[1]!.data as string)).toEqual({
      orders: [{ order_id: ORDER, shipping: {} }],
    });
  });

  it('a bulk placement past the plan shows the upgrade message of 001 §6 and cannot be confirmed', async () => {
    const { http } = renderPage(
      <PlaceOrdersDialog orderIds={[ORDER, OTHER]} open onClose={() => {}} onPlaced={jest.fn()} />,
    );
    http.onPost('orders/v4/preview').reply(...quotaExpiredReply('BULK_ORDER_FULFILLMENT', 0, 0));
    const alert = await screen.findByTestId('placement-quota-exceeded');
    expect(alert).toHaveTextContent('Bulk order placement is disabled on your plan.');
    expect(screen.getByRole('button', { name: 'Upgrade plan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Confirm/ })).toBeDisabled();
  });

  it('warns before placing again an order AliExpress may already have, with the reference to look up', async () => {
    const repeated: PreviewOrder = {
      ...quotes[0]!,
      source: 'aliexpress',
      repeated_reference: 'ord-1-aliexpress-1',
    };
    const { http } = renderPage(
      <PlaceOrdersDialog orderIds={[ORDER]} open onClose={() => {}} onPlaced={jest.fn()} />,
    );
    http.onPost('orders/v4/preview').reply(...okReply({ orders: [repeated, quotes[1]] }));
    expect(await screen.findByTestId('placement-repeated-warning')).toHaveTextContent(
      'An earlier attempt may already be on AliExpress under the reference ord-1-aliexpress-1. Check your AliExpress orders first',
    );
    // an order with no earlier repeated attempt says nothing of it
    expect(screen.getAllByTestId('placement-repeated-warning')).toHaveLength(1);
  });
});
