import { BellOutlined, SettingOutlined } from '@ant-design/icons';
import { Badge, Button, Popover } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@omni/shared/navigation';
import { unreadCountsAtom } from '@omni/shared/session';
import { formatBadgeCount } from '../../../app/layout/rules/badge-count';
import { bellCount } from '../../../app/layout/rules/top-bar-rules';
import { useNotifications } from '../api/list-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { NotificationList } from './notification-list';
import { useSettingsNoticeSeen } from './settings-notice';

const RECENT_COUNT = 5;

/**
 * Bell with the unread count (99+ cap) and a popover of the latest notifications; until the
 * notification settings page was seen, a notice pointing there counts as one.
 */
export function NotificationBell() {
  const { t } = useTranslation('host');
  const unread = useAtomValue(unreadCountsAtom);
  const [noticeSeen] = useSettingsNoticeSeen();
  const { data, isLoading } = useNotifications(1, RECENT_COUNT);
  const markRead = useMarkNotificationsRead();
  const count = bellCount(unread.total, noticeSeen);

  const content = (
    <div className="omni-bell-popover" data-testid="notification-popover">
      {!noticeSeen && (
        // points to the settings page; seeing that page clears it (and the bell's 1)
        <Link
          to={paths.notificationSettings()}
          className="omni-notification is-unread omni-settings-notice"
          data-testid="notification-settings-notice"
        >
          <SettingOutlined aria-hidden /> <span>{t('notifications.settingsNotice')}</span>
        </Link>
      )}
      <NotificationList items={data?.items} loading={isLoading} compact />
      <div className="omni-bell-footer">
        <Button
          size="small"
          type="link"
          disabled={unread.total === 0}
          onClick={() => markRead.mutate({ all: true })}
          data-testid="notification-mark-all"
        >
          {t('notifications.markAllRead')}
        </Button>
        <Link to={paths.notifications()} data-testid="notification-see-all">
          {t('notifications.seeAll')}
        </Link>
      </div>
    </div>
  );

  return (
    <Popover
      content={content}
      title={t('notifications.title')}
      trigger="click"
      placement="bottomRight"
    >
      <Button
        type="text"
        aria-label={t('notifications.bellLabel', { n: count })}
        data-testid="notification-bell"
      >
        <Badge count={formatBadgeCount(count)} size="small" data-testid="notification-count">
          <BellOutlined aria-hidden style={{ fontSize: 18 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
