import { Card, Empty, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { chartNumberLabel } from '@omni/shared/format';
import { formatPrice, fromMinorUnits } from '@omni/shared/money';
import { useWalletChart } from '../api/wallet-api';

const RANGES = [7, 30, 90] as const;

/** Daily money in and out, and the balance at each day's end (GET wallets/chart-summary). */
export function WalletChart() {
  const { t, i18n } = useTranslation('billing');
  // recharts does not mirror itself: in a right-to-left language time runs leftwards
  const rtl = i18n.dir() === 'rtl';
  const [days, setDays] = useState<(typeof RANGES)[number]>(30);
  const chart = useWalletChart(days);
  const currency = chart.data?.currency ?? 'USD';
  // Drawn in the currency's units, so the axis of an empty wallet reads 0 to 4, not 0 to 0.04.
  const points = (chart.data?.points ?? []).map((point) => ({
    date: point.date,
    credited: fromMinorUnits(point.credited, currency),
    debited: fromMinorUnits(point.debited, currency),
    balance: fromMinorUnits(point.balance, currency),
  }));
  return (
    <Card
      title={t('wallet.chart.title')}
      extra={
        <Segmented
          aria-label={t('wallet.chart.range')}
          value={days}
          onChange={(value) => setDays(value as (typeof RANGES)[number])}
          options={RANGES.map((value) => ({
            value,
            label: t('wallet.chart.days', { count: value }),
          }))}
        />
      }
      data-testid="wallet-chart"
    >
      {chart.isPending ? (
        <Skeleton active />
      ) : chart.isError ? (
        <Empty description={t('wallet.loadError')} />
      ) : (
        <div style={{ width: '100%', height: 280 }} role="img" aria-label={t('wallet.chart.title')}>
          <ResponsiveContainer>
            <ComposedChart data={points}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="date" minTickGap={24} reversed={rtl} />
              <YAxis
                orientation={rtl ? 'right' : 'left'}
                tickFormatter={(v: number) => chartNumberLabel(v)}
              />
              <Tooltip
                formatter={(value, name) => [
                  formatPrice(Number(value), currency),
                  t(`wallet.chart.${String(name)}`),
                ]}
              />
              <Legend formatter={(name) => t(`wallet.chart.${String(name)}`)} />
              <Bar dataKey="credited" fill="#52c41a" />
              <Bar dataKey="debited" fill="#ff4d4f" />
              <Line dataKey="balance" stroke="#1677ff" dot={false} strokeWidth={2} />
            </ComposedChart>
          </ResponsiveContainer>
        </div>
      )}
    </Card>
  );
}
