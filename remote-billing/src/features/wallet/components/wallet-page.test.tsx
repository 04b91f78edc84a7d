import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { okReply } from '@omni/shared/remote-testing';
import { getSession } from '@omni/shared/session';
import { renderPage } from '../../../testing/render-page';
import { RECHARGE_OFF } from '../../../testing/wallet-recharge-fixture';
import WalletPage from './wallet-page';

const wallet = {
  currency: 'USD',
  balance_topup: 12_345,
  balance_bonus: 500,
  total_balance: 12_845,
  policy_accepted_at: null,
};

describe('WalletPage', () => {
  afterEach(() => getSession().clear());

  it('shows the balances and asks for the policy before the top-up', async () => {
    getSession().setToken('token');
    const { http } = renderPage(<WalletPage />);
    http.onGet('payments/user/wallets').reply(...okReply(wallet));
    http.onGet('payments/user/wallets/recharge').reply(...okReply(RECHARGE_OFF));
    http
      .onGet('orders/v7/wallet/bonus')
      .reply(...okReply({ currency: 'USD', rules: [{ min_topup: 50_000, percent: 2 }] }));
    http
      .onGet('payments/user/wallets/chart-summary')
      .reply(...okReply({ currency: 'USD', points: [] }));
    http
      .onGet('payments/user/wallets/transactions')
      .reply(...okReply({ items: [], next_cursor: null }));
    http
      .onPost('payments/user/wallets/accept-policy')
      .reply(...okReply({ ...wallet, policy_accepted_at: '2026-11-24T10:00:00.000Z' }));

    expect(await screen.findByTestId('wallet-total')).toHaveTextContent('$128.45');
    expect(screen.getByTestId('wallet-bonus-balance')).toHaveTextContent('$5.00');
    expect(await screen.findByText('No transactions yet.')).toBeInTheDocument();
    const accept = screen.getByTestId('wallet-policy-accept');
    expect(accept).toBeDisabled();
    await userEvent.click(screen.getByTestId('wallet-policy-checkbox'));
    await userEvent.click(accept);
    await waitFor(() => expect(screen.getByTestId('wallet-topup-submit')).toBeInTheDocument());
    expect(screen.getByText('Top up $500.00 or more and get a 2 % bonus.')).toBeInTheDocument();
  });
});
