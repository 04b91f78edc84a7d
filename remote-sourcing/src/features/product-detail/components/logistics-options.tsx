import { Alert, Skeleton, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LogisticsOption, LogisticsResult } from '@omni/shared/contracts';
import { countryName, displayCountryCode, formatShippingTime } from '@omni/shared/format';
import type { MoneyDisplay } from '@omni/shared/money';
import { logisticsAmount } from '../utils/logistics';

export interface LogisticsOptionsProps {
  result: LogisticsResult | undefined;
  loading: boolean;
  failed: boolean;
  stale: boolean;
  money: MoneyDisplay;
}

/** The shipping methods to the ship-to country: cost (FREE at 0), delivery days, ship-from. */
export function LogisticsOptions({ result, loading, failed, stale, money }: LogisticsOptionsProps) {
  const { t, i18n } = useTranslation('sourcing');
  if (loading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (failed || !result)
    return (
      <Alert
        type="error"
        showIcon
        title={t('detail.logisticsError')}
        data-testid="logistics-error"
      />
    );
  if (result.options.length === 0)
    return (
      <div data-testid="logistics-empty" data-country={result.country_code}>
        <Alert
          type="warning"
          showIcon
          title={t('detail.noShipping', {
            country: countryName(result.country_code, i18n.language),
          })}
        />
      </div>
    );
  return (
    <div data-testid="logistics-options" data-country={result.country_code}>
      <Table<LogisticsOption>
        size="small"
        pagination={false}
        rowKey="code"
        style={{ opacity: stale ? 0.5 : 1 }}
        dataSource={result.options}
        columns={[
          {
            key: 'method',
            title: t('detail.logistics.method'),
            // a supplier's carrier keeps its own service name; the catalogue's methods are translated
            render: (_, option) => option.name ?? t(option.name_key, { defaultValue: option.code }),
          },
          {
            key: 'cost',
            title: t('detail.logistics.cost'),
            render: (_, option) => (
              <span data-testid={`logistics-cost-${option.code}`}>
                {option.amount === 0
                  ? t('card.free')
                  : logisticsAmount(option.amount, option.currency, money)}
              </span>
            ),
          },
          {
            key: 'time',
            title: t('detail.logistics.time'),
            render: (_, option) => {
              const days = formatShippingTime(option.delivery_time.min, option.delivery_time.max);
              return days === '-' ? '-' : t('card.days', { range: days });
            },
          },
          {
            key: 'from',
            title: t('detail.logistics.from'),
            render: (_, option) => displayCountryCode(option.ship_from),
          },
        ]}
      />
    </div>
  );
}
