import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SourceOrder } from '@omni/shared/contracts/orders';
import { okReply } from '@omni/shared/remote-testing';
import {
  PANEL_ORDER_ID,
  renderPanels,
  renderSourceOrders,
  sourceOrder,
} from '../testing/source-orders-panel';

const ORDER_ID = PANEL_ORDER_ID;
const render = renderSourceOrders;

const bodies = <T extends { url?: string; data?: unknown }>(calls: T[] | undefined, url: string) =>
  (calls ?? []).filter((c) => c.url === url).map((c) => JSON.parse(c.data as string) as unknown);

describe('SourceOrdersCard failed-placement actions', () => {
  it('marks a placed, unpaid supplier order failed after confirming, then places it again', async () => {
    const { http } = render(
      [sourceOrder({})],
      [sourceOrder({ status: 'error', error: 'error_checkout_products', order_no: [] })],
      [sourceOrder({ status: 'processing', order_no: [] })],
    );
    http
      .onPut('orders/v4/update-to-fail')
      .reply(...okReply({ entries: [{ id: 'x' }], skipped: [] }));
    http.onPost('orders/v4/recreate').reply(...okReply({ entries: [{ id: 'x' }], failed: [] }));

    expect(await screen.findByText('CJ Dropshipping', { exact: false })).toBeInTheDocument();
    expect(screen.queryByTestId('placement-recreate')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('placement-mark-failed'));
    // nothing is sent before the merchant confirms
    expect(bodies(http.history.put, 'orders/v4/update-to-fail')).toEqual([]);
    const confirm = (await screen.findAllByRole('button', { name: 'Mark as failed' })).find(
      (button) => button.dataset.testid !== 'placement-mark-failed',
    );
    await userEvent.click(confirm!);
    await waitFor(() =>
      expect(bodies(http.history.put, 'orders/v4/update-to-fail')).toEqual([
        { order_ids: [ORDER_ID] },
      ]),
    );
    expect(
      await screen.findByText('Marked as failed. The order is back in New orders.'),
    ).toBeInTheDocument();

    await userEvent.click(await screen.findByTestId('placement-recreate'));
    await waitFor(() =>
      expect(bodies(http.history.post, 'orders/v4/recreate')).toEqual([{ order_ids: [ORDER_ID] }]),
    );
    expect(
      await screen.findByText('Placing the order again with the supplier.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('placement-actions')).not.toBeInTheDocument());
  });

  it('asks before placing again an order AliExpress may already have, and says why', async () => {
    const { http } = render([
      sourceOrder({
        source: 'aliexpress',
        status: 'error',
        error: 'error_repeated_order',
        order_no: [],
      }),
    ]);
    http.onPost('orders/v4/recreate').reply(...okReply({ entries: [{ id: 'x' }], failed: [] }));

    expect(
      await screen.findByText(/AliExpress already has an order with this order's reference/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('placement-recreate'));
    // one click is not enough: the warning comes first, and Cancel sends nothing
    expect(await screen.findByText('Check AliExpress first')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(bodies(http.history.post, 'orders/v4/recreate')).toEqual([]);

    await userEvent.click(screen.getByTestId('placement-recreate'));
    await userEvent.click(await screen.findByRole('button', { name: 'Place again anyway' }));
    await waitFor(() =>
      expect(bodies(http.history.post, 'orders/v4/recreate')).toEqual([{ order_ids: [ORDER_ID] }]),
    );
  });

  it('words an AliExpress account refusal as the account, and places it again in one click', async () => {
    const { http } = render([
      sourceOrder({
        source: 'aliexpress',
        status: 'error',
        error: 'error_supplier_account',
        order_no: [],
      }),
    ]);
    http.onPost('orders/v4/recreate').reply(...okReply({ entries: [{ id: 'x' }], failed: [] }));
    expect(
      await screen.findByText(
        'Your AliExpress account may not place this order. Check your account on AliExpress, then place the order again.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('placement-recreate'));
    await waitFor(() =>
      expect(bodies(http.history.post, 'orders/v4/recreate')).toEqual([{ order_ids: [ORDER_ID] }]),
    );
  });

  it('offers nothing for a paid order', async () => {
    render([sourceOrder({ paid: true })]);
    expect(await screen.findByText('CJ123', { exact: false })).toBeInTheDocument();
    expect(screen.queryByTestId('placement-actions')).not.toBeInTheDocument();
  });
});

describe('SourceOrdersCard source progress', () => {
  it("shows the own service's status as last read and the parcel it shipped", async () => {
    renderPanels([
      {
        source_orders: [
          sourceOrder({ source: 'omni', order_no: ['OF100001'], source_status: 'shipped' }),
        ],
        trackings: [
          {
            id: '33333333-3333-4333-8333-333333333333',
            tracking_number: 'LP123456785CN',
            carrier: 'Omni Express',
            status: 'NOT_FOUND',
            latest_event: null,
            latest_event_at: null,
          },
        ],
      },
    ]);
    expect(await screen.findByTestId('source-order-status')).toHaveTextContent(
      'Status at the source: Shipped',
    );
    expect(screen.getByText('Parcel LP123456785CN (Omni Express)', { exact: false })).toBeVisible();
  });

  it.each([
    ['cj', 'UNSHIPPED', 'Paid, awaiting shipment'],
    ['aliexpress', 'WAIT_BUYER_ACCEPT_GOODS', 'Shipped'],
    // a word this build does not know is shown as the source said it
    ['aliexpress', 'NEW_AE_STATUS', 'NEW_AE_STATUS'],
  ])('shows a %s order status %s in words', async (source, word, text) => {
    render([
      sourceOrder({
        source: source as SourceOrder['source'],
        order_no: ['8190000000000001'],
        source_status: word,
      }),
    ]);
    expect(await screen.findByTestId('source-order-status')).toHaveTextContent(
      `Status at the source: ${text}`,
    );
  });

  it('says nothing of a status the source has not been read for', async () => {
    render([sourceOrder({})]);
    expect(await screen.findByText('CJ123', { exact: false })).toBeInTheDocument();
    expect(screen.queryByTestId('source-order-status')).not.toBeInTheDocument();
    expect(screen.queryByTestId('placement-warning')).not.toBeInTheDocument();
  });

  it('tells the merchant to pay an AliExpress order on AliExpress, which its API cannot pay', async () => {
    render([
      sourceOrder({
        source: 'aliexpress',
        order_no: ['8190000000000001'],
        paid: true,
        warning: 'pay_on_source',
      }),
    ]);
    expect(await screen.findByTestId('placement-warning')).toHaveTextContent(
      "Placed, but the supplier still waits for payment: pay this order on the supplier's site.",
    );
  });

  it('lists every order of a placement AliExpress split by seller, each copyable with its own status', async () => {
    render([
      sourceOrder({
        source: 'aliexpress',
        order_no: ['9007199254740993', '9007199254740994'],
        source_status: 'PLACE_ORDER_SUCCESS',
        order_statuses: [
          { order_no: '9007199254740993', source_status: 'WAIT_BUYER_ACCEPT_GOODS' },
          { order_no: '9007199254740994', source_status: 'PLACE_ORDER_SUCCESS' },
        ],
      }),
    ]);
    expect(
      await screen.findByText('Supplier order numbers (2, one per seller):'),
    ).toBeInTheDocument();
    const numbers = screen.getAllByTestId('source-order-number');
    expect(numbers.map((item) => item.textContent)).toEqual([
      expect.stringContaining('9007199254740993'),
      expect.stringContaining('9007199254740994'),
    ]);
    expect(numbers[0]).toHaveTextContent('Status at the source: Shipped');
    expect(numbers[1]).not.toHaveTextContent('Shipped');
    // each number has its own copy button, copying that number alone
    const user = userEvent.setup();
    const copy = within(numbers[1]!).getByRole('button');
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe('9007199254740994');
    // the placement's combined word stays where it was
    expect(screen.getByTestId('source-order-status')).toHaveTextContent('Status at the source:');
  });

  it('shows a single supplier order number as before, without a list', async () => {
    render([sourceOrder({ source: 'aliexpress', order_no: ['8190000000000001'] })]);
    expect(await screen.findByTestId('source-order-numbers')).toHaveTextContent('8190000000000001');
    expect(screen.queryByTestId('source-order-number')).not.toBeInTheDocument();
  });
});
