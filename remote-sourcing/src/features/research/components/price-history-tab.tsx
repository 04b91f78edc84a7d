import { Statistic, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { usePriceHistory } from '../api/get-price-history';
import { formatDay, formatUsd } from '../utils/format';
import { TabState } from './chart-box';

/**
 * The supplier price as we saw it, day by day since we first saw the product, as a line chart.
 * One observation is no history yet: the screen says since when the price is being watched.
 */
export function PriceHistoryTab({ productId }: { productId: string }) {
  const { t, i18n } = useTranslation('sourcing');
  const query = usePriceHistory(productId);
  const data = query.data;
  const money = (value: number) => formatUsd(value, i18n.language);
  return (
    <TabState
      query={query}
      empty={!data || data.points.length < 2}
      emptyText={
        data?.points[0]
          ? t('researchObserved.priceSince', {
              date: formatDay(data.points[0].date, i18n.language),
              price: money(data.points[0].price),
            })
          : undefined
      }
    >
      {data ? (
        <Flex vertical gap="middle" data-testid="price-history">
          <Flex gap="large" wrap>
            <Statistic title={t('research.price.current')} value={money(data.current)} />
            <Statistic title={t('research.price.lowest')} value={money(data.min)} />
            <Statistic title={t('research.price.highest')} value={money(data.max)} />
          </Flex>
          <div style={{ width: '100%', height: 280 }} dir="ltr">
            <ResponsiveContainer>
              <LineChart data={data.points} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis
                  dataKey="date"
                  tickFormatter={(day: string) => formatDay(day, i18n.language)}
                  minTickGap={24}
                />
                <YAxis tickFormatter={money} width={72} domain={['auto', 'auto']} />
                <Tooltip
                  labelFormatter={(day) => formatDay(String(day), i18n.language)}
                  formatter={(value) => [money(Number(value)), t('research.price.label')]}
                />
                <Line
                  type="monotone"
                  dataKey="price"
                  stroke="#1677ff"
                  dot={false}
                  strokeWidth={2}
                />
              </LineChart>
            </ResponsiveContainer>
          </div>
        </Flex>
      ) : null}
    </TabState>
  );
}
