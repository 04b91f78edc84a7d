import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { okReply } from '@omni/shared/remote-testing';
import { getSession } from '@omni/shared/session';
import { renderPage } from '../../../testing/render-page';
import { WalletChart } from './wallet-chart';

const point = (date: string, credited: number, debited: number, balance: number) => ({
  date,
  credited,
  debited,
  balance,
});

describe('WalletChart', () => {
  afterEach(() => getSession().clear());

  it("describes the drawing with the period's totals, and follows the chosen period", async () => {
    getSession().setToken('token');
    const { http } = renderPage(<WalletChart />);
    http.onGet('payments/user/wallets/chart-summary', { params: { days: 30 } }).reply(
      ...okReply({
        currency: 'USD',
        points: [
          point('2026-11-26', 0, 0, 2_000),
          point('2026-11-27', 123_456, 1_000, 124_456),
          point('2026-11-28', 3_703, 0, 128_159),
        ],
      }),
    );
    http
      .onGet('payments/user/wallets/chart-summary', { params: { days: 7 } })
      .reply(...okReply({ currency: 'USD', points: [point('2026-11-28', 0, 250, 1_750)] }));

    const chart = await screen.findByRole('img', { name: 'Balance over time' });
    const summary =
      'In this period: money in $1,271.59, money out $10.00, closing balance $1,281.59.';
    expect(chart).toHaveAccessibleDescription(summary);
    expect(screen.getByTestId('wallet-chart-summary')).toHaveTextContent(summary);

    await userEvent.click(screen.getByText('7 days'));
    expect(
      await screen.findByText(
        'In this period: money in $0.00, money out $2.50, closing balance $17.50.',
      ),
    ).toBeInTheDocument();
  });
});
