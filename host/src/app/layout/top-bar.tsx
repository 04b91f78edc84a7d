import { MenuOutlined, RocketOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { useCurrentUser } from '../account/use-current-user';
import { useShellFlags } from '../account/use-shell-flags';
import { AppSwitcher } from './app-switcher';
import { LanguagePicker } from './language-picker';
import { showChangePlanLink, showUpgradeButton, showUsagePopover } from './rules/top-bar-rules';
import { UsagePopover } from './usage-popover';
import { UserMenu } from './user-menu';
import { paths } from '@omni/shared/navigation';

export function TopBar({ mobile, onOpenMenu }: { mobile: boolean; onOpenMenu: () => void }) {
  const { t } = useTranslation('host');
  const user = useCurrentUser();
  const flags = useShellFlags();
  return (
    <header className="omni-top-bar" data-testid="top-bar">
      <div className="omni-top-bar-start">
        {mobile && (
          <Button
            type="text"
            icon={<MenuOutlined aria-hidden />}
            onClick={onOpenMenu}
            aria-label={t('shell.openMenu')}
            data-testid="open-side-menu"
          />
        )}
        <Link to={paths.home()} className="omni-brand">
          {t('brand')}
        </Link>
      </div>
      <div className="omni-top-bar-end">
        {showUpgradeButton(flags) && (
          <Link to={paths.changePlan()} data-testid="upgrade-button">
            <Button
              type="primary"
              icon={<RocketOutlined aria-hidden />}
              size="small"
              aria-label={t('shell.upgrade')}
            >
              {mobile ? null : t('shell.upgrade')}
            </Button>
          </Link>
        )}
        {!mobile && showUsagePopover(flags) && (
          <UsagePopover planName={user.plan.name} showChangePlan={showChangePlanLink(flags)} />
        )}
        <LanguagePicker compact={mobile} />
        <NotificationBell />
        {!mobile && <AppSwitcher />}
        <UserMenu />
      </div>
    </header>
  );
}
