import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderPayment, PaymentInfo } from '@omni/shared/contracts/orders';
import { okReply, serverErrorReply } from '@omni/shared/remote-testing';
import { hangOrdersRefresh, OrdersQueryBehind } from '../../../testing/orders-query-behind';
import { renderPage } from '../../../testing/render-page';
import { PayOrdersDialog } from './pay-orders-dialog';

const ORDER = '11111111-1111-4111-8111-111111111111';

const payment = (overrides: Partial<OrderPayment>): OrderPayment => ({
  id: '22222222-2222-4222-8222-222222222222',
  method: 'wallet',
  status: 'paid',
  amount: 5035,
  currency: 'USD',
  order_ids: [ORDER],
  checkout_url: null,
  error_key: null,
  ...overrides,
});

const info = (overrides: Partial<PaymentInfo> = {}): PaymentInfo => ({
  order_ids: [ORDER],
  amount: 5035,
  currency: 'USD',
  wallet_balance: 12000,
  method: 'wallet',
  error_key: null,
  ...overrides,
});

function render(onClose = jest.fn(), orderIds = [ORDER], before = info()) {
  const view = renderPage(<PayOrdersDialog orderIds={orderIds} open onClose={onClose} />);
  view.http
    .onGet('orders/v6/payments/setting')
    .reply(...okReply({ payment_behavior: 'auto', pay_method: 'credit_card' }));
  view.http.onPost('orders/v6/payments/info').reply(...okReply(before));
  return { ...view, onClose };
}

const payCalls = <T extends { url?: string }>(posts: T[] | undefined) =>
  (posts ?? []).filter((post) => post.url === 'orders/v5/payment');

describe('PayOrdersDialog', () => {
  it('says how it pays, pays from the wallet, then Done closes', async () => {
    const { http, onClose } = render();
    http.onPost('orders/v5/payment').reply(...okReply(payment({})));

    expect(
      await screen.findByText('Paid from your wallet; if the balance is short, by credit card.'),
    ).toBeInTheDocument();
    // what it will take, before paying
    expect(await screen.findByTestId('payment-info')).toHaveTextContent(
      'To pay now: $50.35Wallet balance: $120.00',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByTestId('payment-result')).toHaveTextContent('Paid $50.35.');
    expect(JSON.parse(payCalls(http.history.post)[0]!.data as string)).toEqual({
      order_ids: [ORDER],
    });
    expect(screen.queryByTestId('payment-info')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
    expect(payCalls(http.history.post)).toHaveLength(1);
  });

  it('shows the outcome as soon as the payment answers, while the order list behind still refreshes', async () => {
    const view = renderPage(
      <>
        <OrdersQueryBehind />
        <PayOrdersDialog orderIds={[ORDER]} open onClose={jest.fn()} />
      </>,
    );
    const { http } = view;
    http
      .onGet('orders/v6/payments/setting')
      .reply(...okReply({ payment_behavior: 'auto', pay_method: 'credit_card' }));
    http.onPost('orders/v6/payments/info').reply(...okReply(info()));
    hangOrdersRefresh(http);
    http.onPost('orders/v5/payment').reply(...okReply(payment({})));
    await waitFor(() => expect(screen.getByTestId('behind')).toHaveTextContent('idle'));

    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    expect(await screen.findByTestId('payment-result')).toHaveTextContent('Paid $50.35.');
    expect(screen.getByTestId('behind')).toHaveTextContent('refreshing');
    expect(screen.getByRole('button', { name: 'Done' })).toBeEnabled();
  });

  it('keeps Pay disabled until what paying takes is known', async () => {
    const view = renderPage(<PayOrdersDialog orderIds={[ORDER]} open onClose={jest.fn()} />);
    const { http } = view;
    http
      .onGet('orders/v6/payments/setting')
      .reply(...okReply({ payment_behavior: 'auto', pay_method: 'credit_card' }));
    let answer: (reply: [number, unknown]) => void = () => undefined;
    http
      .onPost('orders/v6/payments/info')
      .reply(() => new Promise<[number, unknown]>((resolve) => (answer = resolve)));
    http.onPost('orders/v5/payment').reply(...okReply(payment({})));

    expect(
      await screen.findByText('Paid from your wallet; if the balance is short, by credit card.'),
    ).toBeInTheDocument();
    // the preference is known, the amount is not: Pay cannot be clicked yet (nothing is sent)
    const pay = screen.getByRole('button', { name: /Pay$/ });
    expect(pay).toBeDisabled();
    await userEvent.click(pay);
    expect(payCalls(http.history.post)).toHaveLength(0);

    answer(okReply(info()));
    expect(await screen.findByTestId('payment-info')).toHaveTextContent('To pay now: $50.35');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByTestId('payment-result')).toHaveTextContent('Paid $50.35.');
    expect(payCalls(http.history.post)).toHaveLength(1);
  });

  it('shows a declined payment translated and lets the merchant try again', async () => {
    const { http } = render();
    http
      .onPost('orders/v5/payment')
      .replyOnce(...okReply(payment({ status: 'failed', error_key: 'balance_insufficient' })));

    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    expect(await screen.findByTestId('payment-result')).toHaveTextContent(
      'Your wallet balance is insufficient.',
    );
    http.onPost('orders/v5/payment').replyOnce(...serverErrorReply());
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(
      await screen.findByText('The payment could not be sent. Nothing was charged; try again.'),
    ).toBeInTheDocument();
  });

  it('opens the card checkout of a pending payment and does not offer to pay again', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { http } = render();
    http
      .onPost('orders/v5/payment')
      .reply(
        ...okReply(
          payment({ method: 'credit_card', status: 'pending', checkout_url: 'https://pay.test/1' }),
        ),
      );

    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    expect(await screen.findByTestId('payment-result')).toHaveTextContent(
      'The credit card payment page opened in a new window.',
    );
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('https://pay.test/1', '_blank', 'noopener'),
    );
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
    open.mockRestore();
  });

  it('says which of the orders have something to pay', async () => {
    const other = '33333333-3333-4333-8333-333333333333';
    render(jest.fn(), [ORDER, other]);
    expect(await screen.findByTestId('payment-info')).toHaveTextContent(
      'Orders with something to pay: 1 of 2',
    );
  });

  it('does not offer to pay when nothing is due or the wallet alone cannot pay', async () => {
    render(jest.fn(), [ORDER], info({ order_ids: [], amount: 0, error_key: 'nothing_to_pay' }));
    expect(await screen.findByTestId('payment-info-problem')).toHaveTextContent(
      'Nothing to pay: these orders are paid or not placed yet.',
    );
    expect(screen.queryByTestId('payment-info')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
  });
});
