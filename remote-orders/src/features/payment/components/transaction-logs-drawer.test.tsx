import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TransactionLog } from '@omni/shared/contracts/orders';
import { okReply, serverErrorReply } from '@omni/shared/remote-testing';
import { renderPage } from '../../../testing/render-page';
import { TransactionLogsDrawer } from './transaction-logs-drawer';

const log = (overrides: Partial<TransactionLog>): TransactionLog => ({
  id: '12',
  kind: 'payment',
  amount: -5035,
  topup_amount: -5035,
  bonus_amount: 0,
  balance_after: 6965,
  currency: 'USD',
  payment_id: '22222222-2222-4222-8222-222222222222',
  orders: [{ id: '11111111-1111-4111-8111-111111111111', name: '#1001' }],
  created_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const logsCalls = <T extends { url?: string }>(gets: T[] | undefined) =>
  (gets ?? []).filter((get) => get.url === 'orders/v6/payments/transaction-logs');

describe('TransactionLogsDrawer', () => {
  it('shows each ledger entry with its orders, signed amount and balance after, page by page', async () => {
    const view = renderPage(<TransactionLogsDrawer open onClose={jest.fn()} />);
    view.http
      .onGet('orders/v6/payments/transaction-logs', { params: { page_size: 25 } })
      .replyOnce(...okReply({ items: [log({})], next_cursor: '12' }));
    view.http
      .onGet('orders/v6/payments/transaction-logs', { params: { page_size: 25, cursor: '12' } })
      .replyOnce(
        ...okReply({
          items: [
            log({
              id: '9',
              kind: 'refund',
              amount: 1000,
              topup_amount: 1000,
              balance_after: 12000,
              orders: [
                { id: '33333333-3333-4333-8333-333333333333', name: '#1002' },
                { id: '44444444-4444-4444-8444-444444444444', name: null },
              ],
            }),
          ],
          next_cursor: null,
        }),
      );

    const first = await screen.findAllByTestId('transaction-log-row');
    expect(first).toHaveLength(1);
    const cells = within(first[0]!);
    expect(cells.getByText('Payment')).toBeInTheDocument();
    expect(cells.getByTestId('transaction-log-amount')).toHaveTextContent('−$50.35');
    expect(cells.getByText('$69.65')).toBeInTheDocument();
    expect(cells.getByRole('link', { name: '#1001' })).toHaveAttribute(
      'href',
      '/app/orders/detail/11111111-1111-4111-8111-111111111111/payment',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const rows = await screen.findAllByTestId('transaction-log-row');
    expect(rows).toHaveLength(2);
    const refund = within(rows[1]!);
    expect(refund.getByText('Refund')).toBeInTheDocument();
    expect(refund.getByTestId('transaction-log-amount')).toHaveTextContent('+$10.00');
    expect(refund.getByRole('link', { name: 'Order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(logsCalls(view.http.history.get)).toHaveLength(2);
  });

  it('says when there is nothing yet, and offers Retry when loading fails', async () => {
    const view = renderPage(<TransactionLogsDrawer open onClose={jest.fn()} />);
    view.http.onGet('orders/v6/payments/transaction-logs').replyOnce(...serverErrorReply());
    const retry = await screen.findByRole('button', { name: 'Retry' });
    view.http
      .onGet('orders/v6/payments/transaction-logs')
      .replyOnce(...okReply({ items: [], next_cursor: null }));
    await userEvent.click(retry);
    expect(await screen.findByTestId('transaction-logs-empty')).toHaveTextContent(
      'No transactions yet',
    );
  });
});
