import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WalletRecharge } from '@omni/shared/contracts/billing';
import { okReply } from '@omni/shared/remote-testing';
import { renderPage } from '../../../testing/render-page';
import { RECHARGE_OFF } from '../../../testing/wallet-recharge-fixture';
import { AutoRechargeCard } from './auto-recharge-card';

const off = RECHARGE_OFF;

function render(recharge: WalletRecharge) {
  const { http } = renderPage(<AutoRechargeCard />);
  http.onGet('payments/user/wallets/recharge').reply(...okReply(recharge));
  return http;
}
const bodyOf = (http: ReturnType<typeof render>, method: 'put' | 'post', path: string) =>
  http.history[method]
    .filter((r) => r.url?.includes(path))
    .map((r) => JSON.parse(r.data as string));

describe('AutoRechargeCard', () => {
  it('turns the recharge on with the threshold and amount in minor units, and says the next top-up saves the card', async () => {
    const http = render(off);
    http
      .onPut('payments/user/wallets/recharge')
      .reply(...okReply({ ...off, enabled: true, threshold: 2500, amount: 10000 }));
    expect(await screen.findByTestId('wallet-recharge-card')).toHaveTextContent(
      'No card saved yet: while automatic recharge is on, your next card top-up saves its card',
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Recharge automatically' }));
    const threshold = screen.getByLabelText('When the balance is under');
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '25');
    const amount = screen.getByLabelText('Recharge amount');
    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    await userEvent.click(screen.getByTestId('wallet-recharge-save'));
    await waitFor(() =>
      expect(bodyOf(http, 'put', 'wallets/recharge')).toEqual([
        { enabled: true, threshold: 2500, amount: 10000 },
      ]),
    );
    // on: the next recharge can be skipped
    expect(await screen.findByTestId('wallet-recharge-skip')).toHaveTextContent(
      'Skip the next recharge',
    );
  });

  it('shows the saved card, the last recharge, and skips the next one', async () => {
    const on: WalletRecharge = {
      ...off,
      enabled: true,
      threshold: 2000,
      amount: 5000,
      card: { last4: '4242' },
      last: { status: 'succeeded', at: '2026-11-20T10:00:00.000Z', failure: null },
    };
    const http = render(on);
    http.onPost('payments/skip-recharge').reply(...okReply({ skip_next_recharge: true }));
    expect(await screen.findByTestId('wallet-recharge-card')).toHaveTextContent(
      'Card ending 4242 is used for recharges.',
    );
    expect(screen.getByTestId('wallet-recharge-last')).toHaveTextContent(
      /^Last recharge: \$50\.00 on Nov 20, 2026/,
    );
    expect(screen.getByLabelText('When the balance is under')).toHaveValue('$20.00'.slice(1));
    await userEvent.click(screen.getByTestId('wallet-recharge-skip'));
    await waitFor(() => expect(bodyOf(http, 'post', 'skip-recharge')).toEqual([{ skip: true }]));
  });

  it('says recharges are paused after a refused card', async () => {
    render({
      ...off,
      enabled: true,
      threshold: 2000,
      amount: 5000,
      card: { last4: '4242' },
      paused: true,
      skip_next_recharge: true,
      last: { status: 'failed', at: '2026-11-20T10:00:00.000Z', failure: 'insufficient_funds' },
    });
    expect(await screen.findByTestId('wallet-recharge-paused')).toHaveTextContent(
      'Your card was refused at the last recharge, so recharges are paused.',
    );
    expect(screen.getByTestId('wallet-recharge-last')).toHaveTextContent(
      'failed: your card was refused',
    );
    expect(screen.getByTestId('wallet-recharge-skipped')).toHaveTextContent(
      'The next recharge will be skipped.',
    );
    expect(screen.getByTestId('wallet-recharge-skip')).toHaveTextContent(
      "Don't skip the next recharge",
    );
  });
});
