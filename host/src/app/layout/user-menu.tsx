import { Avatar, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../account/use-current-user';
import { useShellFlags } from '../account/use-shell-flags';
import { EXTERNAL_LINKS } from '../external-links';
import { userDisplayName, userInitial, userMenuKeys } from './rules/user-menu-items';
import { paths } from '@omni/shared/navigation';

/** Avatar menu: Billing Plan, Account Linked Stores, Help Center, Log Out (spec 000 §2 rules). */
export function UserMenu() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const user = useCurrentUser();
  const flags = useShellFlags();
  const targets: Record<string, () => void> = {
    'billing-plan': () => navigate(paths.billing()),
    'linked-stores': () => navigate(paths.accountSettings()),
    'help-center': () => window.open(EXTERNAL_LINKS.helpCenter, '_blank', 'noopener'),
    'log-out': () => navigate(paths.signout()),
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: userMenuKeys(flags).map((key) => ({
          key,
          label: <span data-testid={`user-menu-${key}`}>{t(`userMenu.${key}`)}</span>,
          danger: key === 'log-out',
        })),
        onClick: ({ key }) => targets[key]?.(),
      }}
    >
      <button
        type="button"
        className="omni-user-button"
        data-testid="user-menu"
        // holds the visible name (label in name); the avatar's initial is decoration
        aria-label={t('userMenu.openFor', { name: userDisplayName(user) })}
      >
        <Avatar src={user.avatar ?? undefined} className="omni-user-avatar" aria-hidden>
          {userInitial(user)}
        </Avatar>
        <span className="omni-user-name">{userDisplayName(user)}</span>
      </button>
    </Dropdown>
  );
}
