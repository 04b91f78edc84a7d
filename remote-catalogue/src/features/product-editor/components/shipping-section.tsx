import { Alert, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LogisticsOption } from '@omni/shared/contracts';
import { countryName, formatShippingTime } from '@omni/shared/format';
import { displayAmount, type MoneyDisplay } from '@omni/shared/money';
import { LoadErrorAlert } from '@omni/shared/ui';
import { ApiError, useLogistics } from '@omni/shared/api-client';
import { MessageKey } from '@omni/shared/errors';
import { channelPath } from '@omni/shared/navigation';
import { EditorSection } from './editor-section';

export interface ShippingSectionProps {
  source: string;
  sourceProductId: string;
  shipTo: string;
  money: MoneyDisplay;
}

/**
 * The supplier's shipping options to the import's ship-to country (cost, days, ship-from). Every
 * failure shows here, none as a toast: an unlinked supplier account says where to link it.
 */
export function ShippingSection({ source, sourceProductId, shipTo, money }: ShippingSectionProps) {
  const { t, i18n } = useTranslation('catalogue');
  const logistics = useLogistics(source, sourceProductId, shipTo, { silent: true });
  const country = countryName(shipTo, i18n.language);
  const accountNotLinked =
    logistics.error instanceof ApiError &&
    logistics.error.result.message === MessageKey.SupplierAccountNotLinked;
  return (
    <EditorSection section="shipping">
      <Typography.Paragraph type="secondary" data-testid="editor-ship-to">
        {t('editor.shipping.to', { country })}
      </Typography.Paragraph>
      {logistics.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : accountNotLinked ? (
        <Alert
          type="info"
          showIcon
          title={t('editor.shipping.accountNotLinked')}
          action={<Link to={channelPath()}>{t('editor.shipping.linkAccount')}</Link>}
          data-testid="editor-shipping-account"
        />
      ) : logistics.isError ? (
        <LoadErrorAlert
          title={t('editor.shipping.loadError')}
          onRetry={() => void logistics.refetch()}
          data-testid="editor-shipping-error"
        />
      ) : logistics.data.options.length === 0 ? (
        <Alert
          type="warning"
          showIcon
          title={t('editor.shipping.none', { country })}
          data-testid="editor-shipping-none"
        />
      ) : (
        <Table<LogisticsOption>
          size="small"
          rowKey="code"
          pagination={false}
          dataSource={logistics.data.options}
          data-testid="editor-shipping"
          columns={[
            {
              key: 'method',
              title: t('editor.shipping.method'),
              // a carrier's own service name is shown as is; the catalogue's methods translated
              render: (_, option) =>
                option.name ??
                t(`editor.shipping.methods.${option.code}`, { defaultValue: option.code }),
            },
            {
              key: 'cost',
              title: t('editor.shipping.cost'),
              render: (_, option) =>
                option.amount === 0
                  ? t('editor.shipping.free')
                  : displayAmount(option.amount, option.currency, money),
            },
            {
              key: 'time',
              title: t('editor.shipping.time'),
              render: (_, option) => {
                const days = formatShippingTime(option.delivery_time.min, option.delivery_time.max);
                return days === '-' ? '-' : t('editor.shipping.days', { range: days });
              },
            },
            {
              key: 'from',
              title: t('editor.shipping.from'),
              render: (_, option) => countryName(option.ship_from, i18n.language),
            },
          ]}
        />
      )}
    </EditorSection>
  );
}
