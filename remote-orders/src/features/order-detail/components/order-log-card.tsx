import { Card, Skeleton, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@omni/shared/format';
import { LoadErrorAlert } from '@omni/shared/ui';
import { useOrderLog } from '../api/order-detail';
import { logChanges } from '../utils/log-changes';
import { logEntryText } from '../utils/log-entry-text';

/** What happened to the order, newest first, with who did it and what changed. */
export function OrderLogCard({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation('orders');
  const log = useOrderLog(orderId);
  const empty = t('orderDetail.log.emptyValue');

  return (
    <Card size="small" title={t('orderDetail.log.title')} data-testid="order-log">
      {log.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : log.isError ? (
        <LoadErrorAlert title={t('orderDetail.log.loadError')} onRetry={() => void log.refetch()} />
      ) : log.data.logs.length === 0 ? (
        <Typography.Text type="secondary">{t('orderDetail.log.empty')}</Typography.Text>
      ) : (
        <Timeline
          items={log.data.logs.map((entry) => {
            const { title, lines } = logEntryText(entry, t);
            return {
              key: entry.id,
              content: (
                <div data-testid="order-log-entry">
                  <Typography.Text strong>{title}</Typography.Text>
                  <div>
                    <Typography.Text type="secondary">
                      {entry.user_name
                        ? t('orderDetail.log.byUser', {
                            date: formatDateTime(entry.created_at, i18n.language),
                            user: entry.user_name,
                          })
                        : formatDateTime(entry.created_at, i18n.language)}
                    </Typography.Text>
                  </div>
                  {lines.map((line) => (
                    <div key={line}>{line}</div>
                  ))}
                  {logChanges(entry).map((change) => (
                    <div key={change.field}>
                      {t('orderDetail.log.change', {
                        field: t(`orderDetail.address.fields.${change.field}`, {
                          defaultValue: change.field,
                        }),
                        from: change.from ?? empty,
                        to: change.to ?? empty,
                      })}
                    </div>
                  ))}
                </div>
              ),
            };
          })}
        />
      )}
    </Card>
  );
}
