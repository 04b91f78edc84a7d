import { Card, Empty, Segmented, Skeleton, Typography } from 'antd';
import { useId, useState } from 'react';
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
import type { WalletChart as ChartData } from '@omni/shared/contracts';
import { chartNumberLabel } from '@omni/shared/format';
import { formatPrice, fromMinorUnits } from '@omni/shared/money';
import { useWalletChart } from '../api/wallet-api';

const RANGES = [7, 30, 90] as const;

/** The period's totals in minor units: what the chart draws, in one sentence (below). */
export function periodTotals(points: ChartData['points']) {
  return {
    credited: points.reduce((sum, point) => sum + point.credited, 0),
    debited: points.reduce((sum, point) => sum + point.debited, 0),
    balance: points.at(-1)?.balance ?? 0,
  };
}

/** Daily money in and out, and the balance at each day's end (GET wallets/chart-summary). */
export function WalletChart() {
  const { t, i18n } = useTranslation('billing');
  // recharts does not mirror itself: in a right-to-left language time runs leftwards
  const rtl = i18n.dir() === 'rtl';
  const [days, setDays] = useState<(typeof RANGES)[number]>(30);
  const chart = useWalletChart(days);
  const currency = chart.data?.currency ?? 'USD';
  const summaryId = useId();
  const totals = periodTotals(chart.data?.points ?? []);
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
        <>
          <div
            style={{ width: '100%', height: 280 }}
            role="img"
            aria-label={t('wallet.chart.title')}
            aria-describedby={summaryId}
          >
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
          {/* The drawing says nothing to a screen reader: its totals in words, for everyone. */}
          <Typography.Text type="secondary" id={summaryId} data-testid="wallet-chart-summary">
            {t('wallet.chart.summary', {
              credited: formatPrice(fromMinorUnits(totals.credited, currency), currency),
              debited: formatPrice(fromMinorUnits(totals.debited, currency), currency),
              balance: formatPrice(fromMinorUnits(totals.balance, currency), currency),
            })}
          </Typography.Text>
        </>
      )}
    </Card>
  );
}
