import { Button, Card, Pagination, Segmented } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NOTIFICATION_GROUPS, type NotificationGroup } from '@omni/shared/contracts/notification-kinds';
import { unreadCountsAtom } from '@omni/shared/session';
import { useNotifications } from './api/list-notifications';
import { useMarkNotificationsRead } from './api/mark-notifications-read';
import { NotificationList } from './components/notification-list';
import { kindFilterFromQuery } from './rules/kind-filter';
import './notifications.css';

const PAGE_SIZE = 20;

/**
 * /app/notifications and /app/recent-notification: the notifications, newest first, paged, with
 * mark-read and a filter by kind (product, supplier, order) that shows each kind's unread count.
 * The filter and page live in the address (?type=order&page=2).
 */
export default function NotificationsPage() {
  const { t } = useTranslation('host');
  const [params, setParams] = useSearchParams();
  const type = kindFilterFromQuery(params.get('type'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const unread = useAtomValue(unreadCountsAtom);
  const { data, isLoading } = useNotifications(page, PAGE_SIZE, type);
  const markRead = useMarkNotificationsRead();
  const go = (next: { type?: NotificationGroup | undefined; page?: number }) => {
    const query = new URLSearchParams();
    if (next.type) query.set('type', next.type);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };
  const label = (key: string, n: number) => (n > 0 ? `${t(key)} (${n})` : t(key));
  return (
    <Card
      title={<h1 className="omni-page-title">{t('notifications.title')}</h1>}
      extra={
        <Button
          disabled={unread.total === 0}
          loading={markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
          data-testid="notifications-mark-all"
        >
          {t('notifications.markAllRead')}
        </Button>
      }
      data-testid="notifications-page"
    >
      <Segmented
        value={type ?? 'all'}
        onChange={(value) => go({ type: kindFilterFromQuery(String(value)) })}
        options={[
          { value: 'all', label: label('notifications.filter.all', unread.total) },
          ...NOTIFICATION_GROUPS.map((group) => ({
            value: group,
            label: (
              <span data-testid={`notifications-filter-${group}`}>
                {label(`notifications.filter.${group}`, unread[group])}
              </span>
            ),
          })),
        ]}
        aria-label={t('notifications.filter.label')}
        className="omni-notification-filter"
        data-testid="notifications-filter"
      />
      <NotificationList items={data?.items} loading={isLoading} />
      {data && data.total > PAGE_SIZE && (
        <Pagination
          current={page}
          pageSize={PAGE_SIZE}
          total={data.total}
          onChange={(next) => go({ type, page: next })}
          showSizeChanger={false}
        />
      )}
    </Card>
  );
}
