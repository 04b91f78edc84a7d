import {
  AppstoreOutlined,
  HomeOutlined,
  SearchOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
} from '@ant-design/icons';
import { Badge } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { useShellFlags } from '../account/use-shell-flags';
import { formatBadgeCount } from './rules/badge-count';
import { mobileBarItems, type MobileBarKey } from './rules/mobile-bar-items';
import { selectedMenuKey } from './rules/side-menu-items';
import { paths } from '@omni/shared/navigation';

const ICONS: Record<MobileBarKey, ReactNode> = {
  home: <HomeOutlined aria-hidden />,
  'find-product': <SearchOutlined aria-hidden />,
  'product-center': <AppstoreOutlined aria-hidden />,
  'order-list': <ShoppingCartOutlined aria-hidden />,
  settings: <SettingOutlined aria-hidden />,
};

/** Bottom navigation under 768 px; the settings badge counts unread support chat messages. */
export function MobileBottomBar({ chatUnreadCount = 0 }: { chatUnreadCount?: number }) {
  const { t } = useTranslation('host');
  const { pathname } = useLocation();
  const flags = useShellFlags();
  const items = mobileBarItems(flags, {
    home: paths.home(),
    findProduct: paths.findProduct(),
    findProductSubRoutes: [paths.findProduct(), paths.podProduct()],
    productCenter: paths.productCenter(),
    orderList: paths.orders(),
    settings: paths.accountSettings(),
  });
  const active = selectedMenuKey(pathname, items);
  return (
    <nav className="omni-mobile-bar" aria-label={t('menu.label')} data-testid="mobile-bottom-bar">
      {items.map((item) => (
        <NavLink
          key={item.key}
          to={item.to}
          className={item.key === active ? 'is-active' : undefined}
          aria-current={item.key === active ? 'page' : undefined}
          data-testid={`mobile-bar-${item.key}`}
        >
          <Badge count={item.badge ? formatBadgeCount(chatUnreadCount) : undefined} size="small">
            <span className="omni-mobile-bar-icon">{ICONS[item.key]}</span>
          </Badge>
          <span>{t(`mobileBar.${item.key}`)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
