import { Flex, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useOrderStatistics } from '../api/get-order-statistics';
import { formatDay } from '../utils/format';
import { TabState } from './chart-box';

/** Weekly orders placed through the platform in the last 12 weeks, as a bar chart. */
export function OrderStatisticsTab({ productId }: { productId: string }) {
  const { t, i18n } = useTranslation('sourcing');
  const query = useOrderStatistics(productId);
  const data = query.data;
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <TabState
      query={query}
      empty={!data || data.total === 0}
      emptyText={t('researchObserved.noOrders')}
    >
      {data ? (
        <Flex vertical gap="middle" data-testid="order-statistics">
          <Statistic title={t('research.orders.total')} value={number.format(data.total)} />
          <div style={{ width: '100%', height: 280 }} dir="ltr">
            <ResponsiveContainer>
              <BarChart data={data.points} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis
                  dataKey="week"
                  tickFormatter={(week: string) => formatDay(week, i18n.language)}
                  minTickGap={16}
                />
                <YAxis tickFormatter={(value: number) => number.format(value)} width={56} />
                <Tooltip
                  labelFormatter={(week) =>
                    t('research.orders.weekOf', { date: formatDay(String(week), i18n.language) })
                  }
                  formatter={(value) => [number.format(Number(value)), t('research.orders.label')]}
                />
                <Bar dataKey="orders" fill="#52c41a" />
              </BarChart>
            </ResponsiveContainer>
          </div>
        </Flex>
      ) : null}
    </TabState>
  );
}
