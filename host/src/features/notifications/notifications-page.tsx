import { Button, Card, Pagination } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unreadCountsAtom } from '@omni/shared/session';
import { useNotifications } from './api/list-notifications';
import { useMarkNotificationsRead } from './api/mark-notifications-read';
import { NotificationList } from './components/notification-list';

const PAGE_SIZE = 20;

/** /app/notifications: every notification, paged, with mark-read. */
export default function NotificationsPage() {
  const { t } = useTranslation('host');
  const [page, setPage] = useState(1);
  const unread = useAtomValue(unreadCountsAtom);
  const { data, isLoading } = useNotifications(page, PAGE_SIZE);
  const markRead = useMarkNotificationsRead();
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
      <NotificationList items={data?.items} loading={isLoading} />
      {data && data.total > PAGE_SIZE && (
        <Pagination
          current={page}
          pageSize={PAGE_SIZE}
          total={data.total}
          onChange={setPage}
          showSizeChanger={false}
        />
      )}
    </Card>
  );
}
