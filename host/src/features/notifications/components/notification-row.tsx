import { BellOutlined, ShoppingOutlined, ShopOutlined, TagOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationItem, NotificationType } from '@omni/shared/contracts';
import { relativeTime } from '@omni/shared/format';

const TYPE_ICONS: Record<NotificationType, ReactNode> = {
  product: <TagOutlined aria-hidden />,
  supplier: <ShopOutlined aria-hidden />,
  order: <ShoppingOutlined aria-hidden />,
  system: <BellOutlined aria-hidden />,
};

/** One notification: translated title from its key and params, type icon, relative time. */
export function NotificationRow({
  item,
  onRead,
}: {
  item: NotificationItem;
  onRead?: (id: string) => void;
}) {
  const { t } = useTranslation('host');
  return (
    <li
      className={item.is_read ? 'omni-notification' : 'omni-notification is-unread'}
      data-testid="notification-item"
      data-type={item.type}
    >
      <span className="omni-notification-icon" aria-hidden>
        {TYPE_ICONS[item.type]}
      </span>
      <div className="omni-notification-body">
        <div>
          {t(item.title_key, { ...item.params, defaultValue: t('notifications.untitled') })}
        </div>
        <time dateTime={item.created_at}>{relativeTime(item.created_at)}</time>
      </div>
      {!item.is_read && onRead && (
        <button
          type="button"
          className="omni-link-button"
          onClick={() => onRead(item.id)}
          data-testid="notification-mark-read"
        >
          {t('notifications.markRead')}
        </button>
      )}
    </li>
  );
}
