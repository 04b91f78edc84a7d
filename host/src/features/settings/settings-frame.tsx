import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useShellFlags } from '../../app/account/use-shell-flags';
import { selectedMenuKey } from '../../app/layout/rules/side-menu-items';
import { settingsMenuItems } from './rules/settings-menu-items';
import './settings-frame.css';
import { paths } from '@omni/shared/navigation';

/** The general-settings frame: sub-page menu beside the page (host's or a remote's). */
export default function SettingsFrame() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const flags = useShellFlags();
  const items = settingsMenuItems(flags.billingHidden, {
    account: paths.accountSettings(),
    billing: paths.billing(),
    notification: paths.notificationSettings(),
    wallet: paths.wallet(),
    product: paths.productSettings(),
    channel: paths.channelSettings(),
    integration: paths.integration(),
    fulfillment: paths.ownFulfillmentSettings(),
  });
  const selected = selectedMenuKey(pathname, [
    ...items,
    // the change-plan pages belong to the billing entry
    ...(flags.billingHidden ? [] : [{ key: 'billing' as const, to: '/app/setting/billing-plan' }]),
  ]);
  return (
    <div className="omni-settings" data-testid="settings-frame">
      <h1 className="omni-page-title">{t('settings.title')}</h1>
      <div className="omni-settings-body">
        <Menu
          className="omni-settings-menu"
          mode="inline"
          selectedKeys={selected ? [selected] : []}
          onClick={({ key }) =>
            navigate(items.find((item) => item.key === key)?.to ?? paths.accountSettings())
          }
          items={items.map((item) => ({
            key: item.key,
            label: (
              <span data-testid={`settings-menu-${item.key}`}>
                {t(`settings.menu.${item.key}`)}
              </span>
            ),
          }))}
        />
        <section className="omni-settings-page">
          <Outlet />
        </section>
      </div>
    </div>
  );
}
