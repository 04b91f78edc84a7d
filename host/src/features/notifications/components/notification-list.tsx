import { Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NotificationItem } from '@omni/shared/contracts';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { NotificationRow } from './notification-row';

/** Notifications with mark-read per row; a spinner while loading, an empty state when none. */
export function NotificationList({
  items,
  loading,
  compact = false,
}: {
  items: NotificationItem[] | undefined;
  loading: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation('host');
  const markRead = useMarkNotificationsRead();
  if (loading) return <Spin />;
  if (!items || items.length === 0) {
    return (
      <Empty
        description={t('notifications.empty')}
        image={compact ? Empty.PRESENTED_IMAGE_SIMPLE : undefined}
      />
    );
  }
  return (
    <ul className="omni-notification-list">
      {items.map((item) => (
        <NotificationRow
          key={item.id}
          item={item}
          onRead={(id) => markRead.mutate({ ids: [id] })}
        />
      ))}
    </ul>
  );
}
