import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderDetail, OrderLogEntry } from '@omni/shared/contracts/orders';
import { okReply } from '@omni/shared/remote-testing';
import { renderPage } from '../../../testing/render-page';
import { address, detail, line, ORDER_ID } from '../testing/order-detail-fixtures';
import OrderDetailPage from './order-detail-page';

const logEntry: OrderLogEntry = {
  id: 'g1',
  action: 'customer_updated',
  data: { changes: [{ field: 'zip', from: '01310', to: '01310-100' }] },
  user_name: 'Demo Merchant',
  created_at: '2026-11-25T10:00:00.000Z',
};

function render(order: OrderDetail = detail) {
  const view = renderPage(<OrderDetailPage />, {
    url: `/app/orders/detail/${ORDER_ID}/placement`,
    path: '/app/orders/detail/:orderId/:orderStatus',
  });
  view.http.onGet(`orders/v5/detail/${ORDER_ID}`).reply(...okReply(order));
  view.http.onGet(`orders/v5/panel/${ORDER_ID}`).reply(
    ...okReply({
      order_id: ORDER_ID,
      section: 'placement',
      sub_status: 'ready',
      source_orders: [],
      trackings: [],
    }),
  );
  return view;
}

describe('OrderDetailPage', () => {
  it('shows the order, its lines with their mapping, the address and the totals', async () => {
    const { http } = render();
    http.onGet(`orders/v4/order_log/order/${ORDER_ID}`).reply(...okReply({ logs: [] }));

    expect(await screen.findByTestId('order-detail-title')).toHaveTextContent('Order #4001');
    expect(screen.getByTestId('order-detail-status')).toHaveTextContent(
      'New orders · Ready to order',
    );
    expect(screen.getByTestId('order-detail-channel')).toHaveTextContent('Shopify');
    // the end customer's public page, as an absolute link to copy (ADR 046)
    const trackingLink = screen.getByTestId('order-tracking-link');
    expect(trackingLink).toHaveTextContent('Copy customer tracking link');
    expect(trackingLink).toHaveAttribute(
      'data-link',
      `${window.location.origin}/tracking/${ORDER_ID}`,
    );
    expect(within(trackingLink).getByRole('button', { name: /copy/i })).toBeInTheDocument();
    const lines = screen.getAllByTestId('order-line');
    expect(within(lines[0]!).getByText('1005001')).toBeInTheDocument();
    expect(within(lines[0]!).getByText('CJPacket · $1.11 · 7-12 days')).toBeInTheDocument();
    expect(within(lines[1]!).getByText('Not linked to a supplier product')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('$125.90');
    expect(
      within(screen.getByTestId('order-totals')).queryByTestId('order-expected-cost'),
    ).toBeNull();
    expect(screen.getByTestId('order-address-lines')).toHaveTextContent(
      'Av. Paulista 1000, 01310 São Paulo, Brazil',
    );
    expect(screen.getByTestId('order-detail-back')).toHaveAttribute(
      'href',
      '/app/orders?section=placement&status=ready',
    );
    expect(await screen.findByText('Not placed with a supplier yet.')).toBeInTheDocument();
    expect(screen.getByText('Nothing has happened to this order yet.')).toBeInTheDocument();
  }, 60_000);

  it("gives the suppliers' product cost as the import's estimate", async () => {
    const { http } = render({
      ...detail,
      totals: { ...detail.totals, expected_product_cost: { amount: 4862, currency: 'USD' } },
    });
    http.onGet(`orders/v4/order_log/order/${ORDER_ID}`).reply(...okReply({ logs: [] }));

    const totals = await screen.findByTestId('order-totals');
    const estimate = within(totals).getByTestId('order-expected-cost');
    expect(estimate).toHaveTextContent('≈ $48.62');
    expect(estimate.closest('tr')).toHaveTextContent('Supplier product cost');
    await userEvent.hover(estimate);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'The supplier confirms the price when you place the order.',
    );
  });

  it('puts the API’s field errors on the fields in words, keeps the input, then saves', async () => {
    const { http } = render();
    let logged = false;
    http
      .onGet(`orders/v4/order_log/order/${ORDER_ID}`)
      .reply(() => okReply({ logs: logged ? [logEntry] : [] }));
    http
      .onPost('orders/update-customer')
      .replyOnce(400, {
        status: 400,
        message: 'ValidationFailed',
        data: null,
        errors: [
          {
            field: 'zip',
            message: 'FieldInvalid',
            params: { rule: 'postal_code', example: '01310-100' },
          },
          { field: 'tax_id', message: 'FieldRequired', params: { rule: 'cpf' } },
        ],
      })
      .onPost('orders/update-customer')
      .reply((config) => {
        logged = true;
        const body = JSON.parse(config.data as string) as Record<string, string>;
        return okReply({ shipping_address: { ...address, zip: body.zip, tax_id: '52998224725' } });
      });

    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const cpf = screen.getByLabelText('CPF (Brazilian taxpayer number)');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));

    expect(
      await screen.findByText(
        "Enter the postal code in this country's format, for example 01310-100.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("Brazilian customs need the buyer's CPF.")).toBeInTheDocument();
    expect(screen.getByLabelText('Postal code')).toHaveValue('01310');

    await userEvent.clear(screen.getByLabelText('Postal code'));
    await userEvent.type(screen.getByLabelText('Postal code'), '01310-100');
    await userEvent.type(cpf, '529.982.247-25');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('Address saved.')).toBeInTheDocument();
    expect(JSON.parse(http.history.post[1]!.data as string)).toMatchObject({
      order_id: ORDER_ID,
      zip: '01310-100',
      tax_id: '529.982.247-25',
      country_code: 'BR',
      first_name: 'João',
    });
    expect(screen.getByTestId('order-address-lines')).toHaveTextContent('01310-100 São Paulo');
    expect(await screen.findByText('Postal code: 01310 → 01310-100')).toBeInTheDocument();
    expect(screen.getByText('Customer information updated')).toBeInTheDocument();
  }, 60_000);

  it.each([
    [
      'a warning after placing, in its own words',
      { error_message: null, warning_key: 'pay_on_source' },
      "Placed, but the supplier still waits for payment: pay this order on the supplier's site.",
    ],
    [
      'an error that stopped the placement',
      { error_message: 'error_get_token', warning_key: null },
      'The supplier authorisation has expired. Link the supplier account again.',
    ],
    [
      'an unknown error as the placement having failed',
      { error_message: 'something_new', warning_key: null },
      'The last placement of this order failed.',
    ],
  ])(
    'states %s above the order',
    async (_case, problem, text) => {
      const { http } = render({ ...detail, ...problem });
      http.onGet(`orders/v4/order_log/order/${ORDER_ID}`).reply(...okReply({ logs: [] }));
      expect(await screen.findByTestId('order-detail-problem')).toHaveTextContent(text);
    },
    60_000,
  );

  it('says the order was not found for another workplace’s order', async () => {
    const { http } = renderPage(<OrderDetailPage />, {
      url: `/app/orders/detail/${ORDER_ID}/payment`,
      path: '/app/orders/detail/:orderId/:orderStatus',
    });
    http
      .onGet(`orders/v5/detail/${ORDER_ID}`)
      .reply(404, { status: 404, message: 'DataNotFound', data: null });
    expect(await screen.findByTestId('order-detail-not-found')).toHaveTextContent(
      'Order not found',
    );
    expect(screen.getByTestId('order-detail-back')).toHaveAttribute(
      'href',
      '/app/orders?section=payment',
    );
  }, 60_000);

  it('tells the placement and payment history in words, with numbers and the refusal', async () => {
    const { http } = render();
    const at = '2026-11-25T10:00:00.000Z';
    http.onGet(`orders/v4/order_log/order/${ORDER_ID}`).reply(
      ...okReply({
        logs: [
          {
            id: 'p3',
            action: 'paid',
            data: { sources: ['cj'], amount: 2887, currency: 'USD', method: 'wallet' },
            user_name: 'Demo Merchant',
            created_at: at,
          },
          {
            id: 'p2',
            action: 'placed',
            data: { source: 'cj', order_numbers: ['SD17957739227437728'] },
            user_name: null,
            created_at: at,
          },
          {
            id: 'p1',
            action: 'placement_failed',
            data: { source: 'aliexpress', error_key: 'product_out_of_stock' },
            user_name: null,
            created_at: at,
          },
          { id: 'p0', action: 'dispute_escalated', data: {}, user_name: null, created_at: at },
        ],
      }),
    );

    const entries = await screen.findAllByTestId('order-log-entry');
    expect(entries.map((entry) => entry.querySelector('strong')?.textContent)).toEqual([
      'Paid $28.87 (Wallet)',
      'Placed with CJ Dropshipping',
      'Placement with AliExpress failed',
      'Order updated',
    ]);
    expect(entries[1]).toHaveTextContent('Supplier order: SD17957739227437728');
    expect(entries[2]!.textContent).toMatch(/out of stock/i);
  });

  it('changes a line’s shipping method among its supplier’s options and shows the new summed fee', async () => {
    const { http } = render();
    let logged = false;
    http.onGet(`orders/v4/order_log/order/${ORDER_ID}`).reply(() =>
      okReply({
        logs: logged
          ? [
              {
                id: 's1',
                action: 'shipping_changed',
                data: {
                  currency: 'USD',
                  lines: [{ title: 'Linen dress', service_name: 'DHL', fee: '12.40' }],
                },
                user_name: 'Demo Merchant',
                created_at: '2026-11-25T10:00:00.000Z',
              },
            ]
          : [],
      }),
    );
    const options = [
      {
        code: 'CJPacket',
        name: 'CJPacket',
        name_key: 'logistics.carrier',
        amount: 1.11,
        currency: 'USD',
        delivery_time: { min: 7, max: 12 },
        ship_from: 'CN',
      },
      {
        code: 'DHL',
        name: 'DHL',
        name_key: 'logistics.carrier',
        amount: 12.4,
        currency: 'USD',
        delivery_time: { min: 3, max: 5 },
        ship_from: 'CN',
      },
    ];
    http
      .onGet('product-sources/logistics/cj/1005001')
      .reply(...okReply({ country_code: 'BR', quantity: 1, options }));
    http
      .onPost(`orders/${ORDER_ID}/save-shipping`)
      .replyOnce(400, {
        status: 400,
        message: 'ValidationFailed',
        data: null,
        errors: [
          {
            field: 'line_items.0.service_code',
            message: 'FieldInvalid',
            params: { rule: 'not_offered' },
          },
        ],
      })
      .onPost(`orders/${ORDER_ID}/save-shipping`)
      .reply(() => {
        logged = true;
        return okReply({
          order_id: ORDER_ID,
          lines: [
            {
              line_item_id: 'l1',
              shipping_fee: '12.40',
              shipping_info: {
                service_code: 'DHL',
                service_name: 'DHL',
                amount: 12.4,
                processing_time: '',
                delivery_time: '3-5',
              },
              error_key: null,
            },
          ],
          supplier_shipping_fee: '12.40',
          supplier_currency: 'USD',
        });
      });

    const lines = await screen.findAllByTestId('order-line');
    // the unmapped line has no method to choose
    expect(within(lines[1]!).queryByTestId('order-line-change-shipping')).toBeNull();
    await userEvent.click(within(lines[0]!).getByTestId('order-line-change-shipping'));
    const dialog = await screen.findByTestId('shipping-method-dialog');
    const radios = await within(dialog).findAllByTestId('shipping-method-option');
    expect(radios).toHaveLength(2);
    expect(within(dialog).getByLabelText('CJPacket · $1.11 · 7-12 days')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('DHL · $12.40 · 3-5 days')).toBeInTheDocument();
    expect(http.history.get.find((r) => r.url?.includes('logistics'))!.params).toEqual({
      country_code: 'BR',
      quantity: 1,
      sku_id: '12000001',
    });
    await userEvent.click(within(dialog).getByText('DHL · $12.40 · 3-5 days'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'The supplier no longer offers this method here. Choose another one.',
      ),
    ).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(lines[0]!).findByText('DHL · $12.40 · 3-5 days')).toBeInTheDocument();
    expect(JSON.parse(http.history.post.at(-1)!.data as string)).toEqual({
      line_items: [{ id: 'l1', service_code: 'DHL' }],
    });
    expect(screen.queryByTestId('shipping-method-dialog')).toBeNull();
    expect(await screen.findByText('Shipping method changed')).toBeInTheDocument();
    expect(screen.getByText('Linen dress: DHL ($12.40)')).toBeInTheDocument();
  }, 60_000);

  it('moves an unmapped line to a supplier product and variant the merchant finds by its ID', async () => {
    const { http } = render();
    http.onGet(`orders/v4/order_log/order/${ORDER_ID}`).reply(...okReply({ logs: [] }));
    http.onGet('center/products/source/aliexpress/1005007000000042').reply(
      ...okReply({
        name: 'Silk scarf',
        currency: 'USD',
        variants: [
          {
            sku_id: '12000040000420001',
            aliexpress_options: 'Color:Red',
            quantity: 12,
            price_usd: 4.5,
            sku_property: [],
          },
        ],
      }),
    );
    http.onPost(`orders/${ORDER_ID}/change-supplier`).reply(
      ...okReply({
        order_id: ORDER_ID,
        line_items: [
          {
            id: 'l2',
            replace_supplier: {
              source: 'aliexpress',
              source_product_id: '1005007000000042',
              sku_id: '12000040000420001',
            },
          },
        ],
      }),
    );

    const lines = await screen.findAllByTestId('order-line');
    await userEvent.click(within(lines[1]!).getByTestId('order-line-change-supplier'));
    const dialog = await screen.findByTestId('change-supplier-dialog');
    await userEvent.type(
      within(dialog).getByTestId('change-supplier-product-id'),
      '1005007000000042',
    );
    await userEvent.click(within(dialog).getByTestId('change-supplier-find'));
    expect(await within(dialog).findByText('Silk scarf')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Variant' }));
    await userEvent.click(await screen.findByText('Color:Red · $4.50 · 12 in stock'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByTestId('change-supplier-dialog')).toBeNull());
    expect(JSON.parse(http.history.post.at(-1)!.data as string)).toEqual({
      line_items: [
        {
          id: 'l2',
          source: 'aliexpress',
          source_product_id: '1005007000000042',
          sku_id: '12000040000420001',
        },
      ],
    });
  }, 60_000);

  it('names the lines its supplier can no longer supply and lets the merchant change their supplier', async () => {
    const { http } = render({
      ...detail,
      unavailable_lines: [
        {
          ...line,
          id: 'l3',
          platform_line_item_id: '3',
          title: 'Wool hat',
          price: '18.00',
          quantity: 2,
          source: 'cj',
          source_product_id: '1005009',
          source_recommend: {
            error_code: 'NEED_CHANGE_SUPPLIER',
            error_key: 'product_out_of_stock',
          },
        },
      ],
    });
    http.onGet(`orders/v4/order_log/order/${ORDER_ID}`).reply(...okReply({ logs: [] }));

    const notice = await screen.findByTestId('order-unavailable-lines');
    expect(notice).toHaveTextContent('Items the supplier can no longer supply');
    expect(within(notice).getByTestId('order-unavailable-line')).toHaveTextContent('Wool hat× 2');
    expect(screen.getAllByTestId('order-line')).toHaveLength(2);
    await userEvent.click(
      within(notice).getByRole('button', { name: 'Change supplier: Wool hat' }),
    );
    expect(await screen.findByTestId('change-supplier-dialog')).toBeInTheDocument();
  }, 60_000);
});
