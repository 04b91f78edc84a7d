import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import type { OrderStatusCounts } from '@omni/shared/contracts';
import type { OrderListPage, OrderListRow } from '@omni/shared/contracts/orders';
import { okReply, serverErrorReply } from '@omni/shared/remote-testing';
import { renderPage } from '../../../testing/render-page';
import OrderCenterPage from './order-center-page';

const COUNTS_PATH = 'orders/v5/count-order-status';
const LIST_PATH = 'orders/v5/list';
const COLUMNS_PATH = 'core/workplaces/settings/order-column-list';

const counts: OrderStatusCounts = {
  placement: { ready: 3 },
  payment: { all: 5, waiting_payment: 2, order_placed: 3 },
  shipment: {
    all: 0,
    not_found: 0,
    info_received: 0,
    in_transit: 0,
    available_for_pickup: 0,
    out_for_delivery: 0,
    delivered: 0,
    expired: 0,
    delivery_failure: 0,
    exception: 0,
  },
  cancelled: { channel: 1, source: 1 },
  refund: { all: 0, completed: 0, pending: 0, accepted: 0, rejected: 0 },
};

function orderRow(overrides: Partial<OrderListRow> = {}): OrderListRow {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    platform_order_id: '9007199254740993',
    order_name: '#1001',
    channel: 'shopify',
    store_id: null,
    section: 'placement',
    sub_status: 'ready',
    status: 'open',
    channel_status: null,
    ordered_at: '2026-11-24T10:00:00.000Z',
    updated_at: '2026-11-24T10:00:00.000Z',
    country_code: 'US',
    customer_name: 'Ada Lovelace',
    customer_email: 'ada@example.com',
    marked: false,
    archived: false,
    currency: 'USD',
    total_price: '59.90',
    shipping_cost: null,
    expected_cost_minor: null,
    expected_cost_currency: null,
    shipping_time: null,
    note: null,
    cancel_note: null,
    store_cancelled: false,
    source_type: null,
    error_message: null,
    warning_key: null,
    item_count: 2,
    items: [
      {
        id: 'li-1',
        title: 'Linen Shirt',
        variant_title: 'Blue / M',
        sku: 'LS-BL-M',
        image_url: null,
        quantity: 2,
        price: '29.95',
        unmapped_product: false,
      },
    ],
    placements: [],
    tracking: null,
    ...overrides,
  };
}

const page = (orders: OrderListRow[], next_cursor: string | null = null): OrderListPage => ({
  orders,
  next_cursor,
  from_date: '2026-11-18',
  to_date: '2026-11-24',
});

function render(url = '/') {
  const view = renderPage(
    <App>
      <OrderCenterPage />
    </App>,
    { url },
  );
  view.http.onGet(COUNTS_PATH).reply(...okReply(counts));
  view.http.onGet(COLUMNS_PATH).reply(...okReply({ columns: {} }));
  view.http.onGet(/orders\/v5\/section\/\w+\/summary/).reply(
    ...okReply({
      type: 'placement',
      from_date: '2026-11-18',
      to_date: '2026-11-24',
      order_count: 3,
      item_count: 4,
      selling_totals: [{ currency: 'USD', amount: '129.70' }],
    }),
  );
  return view;
}

const headers = () =>
  within(screen.getByTestId('order-list'))
    .getAllByRole('columnheader')
    .slice(1)
    .map((cell) => cell.textContent);

/** jsdom lays nothing out: the list's scroll box gets a screen's height, each row a row's. */
function layOut() {
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.getAttribute('role') === 'table' ? 800 : 0;
  });
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(80);
}

describe('OrderCenterPage', () => {
  beforeEach(() => layOut());
  afterEach(() => jest.restoreAllMocks());

  it('lists the new orders with the columns of spec 002 §2, each linked to its detail', async () => {
    const { http } = render();
    http.onGet(LIST_PATH).reply(...okReply(page([orderRow()])));

    const row = await screen.findByTestId('order-row');
    expect(headers()).toEqual([
      'Order ID',
      'Order info',
      'Items',
      'Selling price',
      'Product cost',
      'Shipping cost',
      'Shipping time',
      'Action',
    ]);
    expect(within(row).getByTestId('order-detail-link')).toHaveAttribute(
      'href',
      '/app/orders/detail/11111111-1111-4111-8111-111111111111/placement',
    );
    expect(row).toHaveTextContent('Linen Shirt × 2');
    expect(row).toHaveTextContent('$59.90');
    expect(row).toHaveTextContent('Ada Lovelace');
    expect(await screen.findByTestId('order-summary-selling')).toHaveTextContent('$129.70');
    expect(screen.getByTestId('order-section-placement-count')).toHaveTextContent('3');
    // the list asked for the tab with the default sort and the API's default range
    const asked = http.history.get!.find((request) => request.url === LIST_PATH)!;
    expect(asked.params).toMatchObject({
      order_status: 'placement',
      sub_status: 'ready',
      order_by: 'created_at',
      sort: 'desc',
      page_size: 100,
    });
    expect(asked.params).not.toHaveProperty('from_date');
  });

  it("shows a new order's product cost as the import's estimate until a placement says what was charged", async () => {
    const { http } = render();
    http.onGet(LIST_PATH).reply(
      ...okReply(
        page([
          orderRow({ expected_cost_minor: 2480, expected_cost_currency: 'USD' }),
          orderRow({
            id: '22222222-2222-4222-8222-222222222222',
            order_name: '#1002',
            expected_cost_minor: 2480,
            expected_cost_currency: 'USD',
            placements: [
              {
                source: 'aliexpress',
                status: 'error',
                source_order_numbers: [],
                cost_minor: 2399,
                cost_currency: 'USD',
                paid: false,
                error_key: null,
              },
            ],
          }),
          orderRow({ id: '33333333-3333-4333-8333-333333333333', order_name: '#1003' }),
        ]),
      ),
    );

    const [estimated, charged, unknown] = await screen.findAllByTestId('order-row');
    const estimate = within(estimated!).getByTestId('order-expected-cost');
    expect(estimate).toHaveTextContent('≈ $24.80');
    await userEvent.hover(estimate);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      "Estimated from the supplier's cost saved when the product was imported, or when you changed the supplier.",
    );
    expect(charged).toHaveTextContent('$23.99');
    expect(within(charged!).queryByTestId('order-expected-cost')).toBeNull();
    expect(within(unknown!).queryByTestId('order-expected-cost')).toBeNull();
  });

  it('opens the page to create an order by hand', async () => {
    const { http } = render();
    http.onGet(LIST_PATH).reply(...okReply(page([])));
    await userEvent.click(await screen.findByRole('button', { name: 'Create order' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/app/orders/create'),
    );
  });

  it('marks a line that no supplier product is linked to', async () => {
    const { http } = render();
    const line = orderRow().items[0]!;
    http.onGet(LIST_PATH).reply(
      ...okReply(
        page([
          orderRow({
            items: [line, { ...line, id: 'li-2', title: 'Scarf', unmapped_product: true }],
          }),
        ]),
      ),
    );

    const row = await screen.findByTestId('order-row');
    const marks = within(row).getAllByTestId('order-line-unmapped');
    expect(marks).toHaveLength(1);
    expect(marks[0]).toHaveTextContent('Not linked to a supplier product');
    expect(marks[0]!.closest('div')).toHaveTextContent('Scarf × 2');
  });

  it('shows the payment columns with the supplier order numbers and costs', async () => {
    const { http } = render('/?section=payment&status=waiting_payment');
    http.onGet(LIST_PATH).reply(
      ...okReply(
        page([
          orderRow({
            section: 'payment',
            sub_status: 'waiting_payment',
            placements: [
              {
                source: 'cj',
                status: 'success',
                source_order_numbers: ['CJ-7781'],
                cost_minor: 1899,
                cost_currency: 'USD',
                paid: false,
                error_key: null,
              },
              {
                source: 'aliexpress',
                status: 'success',
                source_order_numbers: ['AE-5512'],
                cost_minor: 1000,
                cost_currency: 'USD',
                paid: false,
                error_key: null,
              },
            ],
          }),
        ]),
      ),
    );

    const row = await screen.findByTestId('order-row');
    expect(headers()).toEqual([
      'Supplier order no.',
      'Order ID',
      'Status',
      'Items',
      'Total cost',
      'Payment platform',
      'Action',
    ]);
    expect(
      within(row)
        .getAllByTestId('source-order-number')
        .map((n) => n.textContent),
    ).toEqual(['CJ-7781', 'AE-5512']);
    expect(row).toHaveTextContent('$28.99');
    expect(row).toHaveTextContent('CJ Dropshipping, AliExpress');
    expect(within(row).getByTestId('order-status-badge')).toHaveTextContent('Waiting for payment');
    expect(within(row).getByTestId('order-pay')).toBeInTheDocument();
  });

  it('says so when no order matches, without inventing rows', async () => {
    const { http } = render('/?section=shipment&status=in_transit');
    http.onGet(LIST_PATH).reply(...okReply(page([])));

    expect(await screen.findByTestId('orders-empty')).toHaveTextContent('No orders in this status');
    expect(screen.queryByTestId('order-row')).not.toBeInTheDocument();
  });

  it('sends the filters to the API and keeps them in the URL', async () => {
    const { http } = render();
    http.onGet(LIST_PATH).reply(...okReply(page([orderRow()])));
    await screen.findByTestId('order-row');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'LS-BL{Enter}');
    await waitFor(() =>
      expect(http.history.get!.at(-1)!.params).toMatchObject({ keyword: 'LS-BL' }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('q=LS-BL');
  });

  it('loads the next keyset page with the cursor of the last one', async () => {
    const { http } = render();
    const second = orderRow({ id: '22222222-2222-4222-8222-222222222222', order_name: '#1002' });
    http
      .onGet(LIST_PATH, { params: expect.objectContaining({ cursor: 'c1' }) })
      .reply(...okReply(page([second])));
    http.onGet(LIST_PATH).reply(...okReply(page([orderRow()], 'c1')));

    await waitFor(() =>
      expect(screen.getByTestId('order-list')).toHaveAttribute('data-count', '2'),
    );
    const cursors = http.history
      .get!.filter((r) => r.url === LIST_PATH)
      .map((r) => r.params.cursor);
    expect(cursors).toEqual([undefined, 'c1']);
  });

  it('keeps only the rows in view in the page with a thousand loaded', async () => {
    const { http } = render();
    const rows = Array.from({ length: 1000 }, (_, n) =>
      orderRow({ id: `order-${n}`, order_name: `#${2000 + n}` }),
    );
    http.onGet(LIST_PATH).reply(...okReply(page(rows)));

    await screen.findAllByTestId('order-row');
    expect(screen.getByTestId('order-list')).toHaveAttribute('data-count', '1000');
    expect(screen.getAllByTestId('order-row').length).toBeLessThan(40);
    expect(screen.getByTestId('order-list')).toHaveAttribute('aria-rowcount', '1001');
  });

  it('marks an order from its row menu', async () => {
    const { http } = render();
    http.onGet(LIST_PATH).reply(...okReply(page([orderRow()])));
    http.onPut('orders/v5/mark-order').reply(...okReply({ updated: 1 }));

    const row = await screen.findByTestId('order-row');
    await userEvent.click(within(row).getByTestId('order-more'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Mark' }));
    await waitFor(() => expect(http.history.put).toHaveLength(1));
    expect(JSON.parse(http.history.put![0]!.data as string)).toEqual({
      order_ids: ['11111111-1111-4111-8111-111111111111'],
      marked: true,
    });
  });

  it('archives the selected orders in bulk', async () => {
    const { http } = render();
    const rows = [orderRow(), orderRow({ id: '22222222-2222-4222-8222-222222222222' })];
    http.onGet(LIST_PATH).reply(...okReply(page(rows)));
    http.onPut('orders/v5/mark-archive').reply(...okReply({ updated: 2 }));

    await screen.findAllByTestId('order-row');
    await userEvent.click(screen.getByTestId('order-select-all'));
    expect(screen.getByTestId('order-selected-count')).toHaveTextContent('Selected: 2');
    await userEvent.click(screen.getByTestId('order-bulk-archive'));
    await waitFor(() => expect(http.history.put).toHaveLength(1));
    expect(JSON.parse(http.history.put![0]!.data as string)).toEqual({
      orders: rows.map((row) => row.id),
      archived: true,
    });
  });

  it('changes the shipping method of the selected new orders in bulk and says which items kept theirs', async () => {
    const { http } = render();
    const second = '22222222-2222-4222-8222-222222222222';
    const rows = [orderRow(), orderRow({ id: second, order_name: '#1002' })];
    http.onGet(LIST_PATH).reply(...okReply(page(rows)));
    const changeId = '33333333-3333-4333-8333-333333333333';
    const queued = {
      id: changeId,
      job_id: '44444444-4444-4444-8444-444444444444',
      status: 'processing',
      done: 0,
      total: 2,
      updated: 0,
      orders: [],
    };
    // queued first, then read until its job is done
    http.onPost('orders/v5/update-multiple-shipping-method').reply(...okReply(queued));
    http
      .onGet(`orders/v5/update-multiple-shipping-method/${changeId}`)
      .replyOnce(...okReply({ ...queued, done: 1 }));
    http.onGet(`orders/v5/update-multiple-shipping-method/${changeId}`).reply(
      ...okReply({
        ...queued,
        status: 'done',
        done: 2,
        updated: 1,
        orders: [
          {
            order_id: rows[0]!.id,
            lines: [
              {
                line_item_id: 'a1',
                shipping_fee: '3.20',
                shipping_info: {
                  service_code: 'EMS',
                  service_name: 'EMS',
                  amount: 3.2,
                  processing_time: '',
                  delivery_time: '4-6',
                },
                error_key: null,
              },
            ],
            supplier_shipping_fee: '3.20',
            supplier_currency: 'USD',
          },
          {
            order_id: second,
            lines: [
              {
                line_item_id: 'b1',
                shipping_fee: null,
                shipping_info: null,
                error_key: 'shipped_country_notfound',
              },
            ],
            supplier_shipping_fee: null,
            supplier_currency: 'USD',
          },
        ],
      }),
    );

    await screen.findAllByTestId('order-row');
    await userEvent.click(screen.getByTestId('order-select-all'));
    await userEvent.click(screen.getByTestId('order-bulk-shipping'));
    const dialog = await screen.findByTestId('bulk-shipping-dialog');
    await userEvent.click(within(dialog).getByLabelText('Fastest'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));

    // the queued change is followed until its job is done
    expect(await within(dialog).findByTestId('bulk-shipping-progress')).toHaveTextContent(
      /Orders done: [01] of 2/,
    );
    const result = await within(dialog).findByTestId('bulk-shipping-result', undefined, {
      timeout: 8_000,
    });
    expect(result).toHaveTextContent('Items with a new method: 1');
    expect(result).toHaveTextContent('Items that kept their method: 1');
    expect(result).toHaveTextContent('#1002: The product cannot be shipped to this country.');
    expect(JSON.parse(http.history.post!.at(-1)!.data as string)).toEqual({
      order_ids: rows.map((row) => row.id),
      pick: 'fastest',
    });
  });

  it('opens the placement preview for the selected new orders', async () => {
    const { http } = render();
    http.onGet(LIST_PATH).reply(...okReply(page([orderRow()])));
    http.onPost('orders/v4/preview').reply(...okReply({ orders: [] }));

    await screen.findByTestId('order-row');
    await userEvent.click(screen.getByTestId('order-select'));
    await userEvent.click(screen.getByTestId('order-bulk-place'));
    expect(await screen.findByTestId('place-orders-dialog')).toBeInTheDocument();
    await waitFor(() => expect(http.history.post).toHaveLength(1));
    expect(JSON.parse(http.history.post![0]!.data as string)).toEqual({
      orders: ['11111111-1111-4111-8111-111111111111'],
    });
  });

  it('saves the column choice for the workplace and hides the column', async () => {
    const { http } = render();
    http.onGet(LIST_PATH).reply(...okReply(page([orderRow()])));
    http.onPost(COLUMNS_PATH).reply((config) => okReply(JSON.parse(config.data as string)));

    await screen.findByTestId('order-row');
    await userEvent.click(screen.getByTestId('order-columns-button'));
    const chooser = await screen.findByTestId('order-columns-chooser');
    expect(within(chooser).getByRole('checkbox', { name: 'Order ID' })).toBeDisabled();
    await userEvent.click(within(chooser).getByRole('checkbox', { name: 'Shipping time' }));

    await waitFor(() => expect(headers()).not.toContain('Shipping time'));
    expect(JSON.parse(http.history.post![0]!.data as string)).toEqual({
      columns: {
        placement: [
          'order_id',
          'order_info',
          'items',
          'selling_price',
          'product_cost',
          'shipping_cost',
          'action',
        ],
      },
    });
  });

  it('shows the error with Retry when the list cannot be loaded, and recovers', async () => {
    const { http } = render();
    http.onGet(LIST_PATH).replyOnce(...serverErrorReply());

    const alert = await screen.findByTestId('orders-list-error');
    http.onGet(LIST_PATH).reply(...okReply(page([orderRow()])));
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('order-row')).toBeInTheDocument();
  });
});

describe('OrderCenterPage payment section tools', () => {
  it('retries the failed supplier payments and opens the transaction logs', async () => {
    const { http } = render('/?section=payment');
    http.onGet(LIST_PATH).reply(...okReply(page([])));
    http.onGet('orders/v6/payments/retry-all').replyOnce(...okReply({ retried: [{ id: 'p1' }] }));
    http
      .onGet('orders/v6/payments/transaction-logs')
      .reply(...okReply({ items: [], next_cursor: null }));

    await userEvent.click(await screen.findByTestId('payments-retry-all'));
    expect(await screen.findByText('Supplier payments queued again: 1')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('transaction-logs-open'));
    expect(await screen.findByTestId('transaction-logs-empty')).toBeInTheDocument();
  });

  it('pays every unpaid order: the pay dialog opens with the orders due', async () => {
    const { http } = render('/?section=payment');
    http.onGet(LIST_PATH).reply(...okReply(page([])));
    http
      .onGet('orders/v5/fetch-omni-pay-all-link')
      .replyOnce(
        ...okReply({ order_ids: ['o1', 'o2'], amount: 5000, currency: 'USD', remaining: 0 }),
      );
    http
      .onGet('orders/v6/payments/setting')
      .reply(...okReply({ payment_behavior: 'auto', pay_method: 'credit_card' }));
    http.onPost('orders/v6/payments/info').reply(
      ...okReply({
        order_ids: ['o1', 'o2'],
        amount: 5000,
        currency: 'USD',
        wallet_balance: 9000,
        method: 'wallet',
        error_key: null,
      }),
    );
    await userEvent.click(await screen.findByTestId('orders-pay-all'));
    expect(await screen.findByTestId('pay-orders-dialog')).toHaveTextContent('Pay for orders (2)');
    expect(await screen.findByTestId('payment-info')).toHaveTextContent('To pay now: $50.00');
    await waitFor(() =>
      expect(
        JSON.parse(
          http.history.post!.find((p) => p.url === 'orders/v6/payments/info')!.data as string,
        ),
      ).toEqual({ order_ids: ['o1', 'o2'] }),
    );
  });

  it('offers neither outside the payment section', async () => {
    const { http } = render();
    http.onGet(LIST_PATH).reply(...okReply(page([])));
    expect(await screen.findByTestId('orders-empty')).toBeInTheDocument();
    expect(screen.queryByTestId('payments-retry-all')).not.toBeInTheDocument();
    expect(screen.queryByTestId('transaction-logs-open')).not.toBeInTheDocument();
    expect(screen.queryByTestId('orders-pay-all')).not.toBeInTheDocument();
  });
});
