import {
  AppstoreOutlined,
  CommentOutlined,
  EnvironmentOutlined,
  ExportOutlined,
  HomeOutlined,
  ImportOutlined,
  QuestionCircleOutlined,
  SearchOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  ApiOutlined,
} from '@ant-design/icons';
import { Badge, Menu, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAccountStatistic } from '../account/use-account-statistic';
import { useShellFlags } from '../account/use-shell-flags';
import { EXTERNAL_LINKS } from '../external-links';
import { formatBadgeCount } from './rules/badge-count';
import {
  selectedMenuKey,
  sideMenuItems,
  type SideMenuItem,
  type SideMenuKey,
} from './rules/side-menu-items';
import { WorkplaceSelector } from './workplace-selector';
import { paths } from '@omni/shared/navigation';

/** Decoration beside the item's text: hidden, or its English name ("home") joins the item's. */
const ICONS: Record<SideMenuKey, ReactNode> = {
  home: <HomeOutlined aria-hidden />,
  'find-product': <SearchOutlined aria-hidden />,
  'pod-product': <AppstoreOutlined aria-hidden />,
  'import-list': <ImportOutlined aria-hidden />,
  'product-center': <AppstoreOutlined aria-hidden />,
  'order-list': <ShoppingCartOutlined aria-hidden />,
  'tracking-center': <EnvironmentOutlined aria-hidden />,
  community: <CommentOutlined aria-hidden />,
  'general-settings': <SettingOutlined aria-hidden />,
  manage: <SettingOutlined aria-hidden />,
  integration: <ApiOutlined aria-hidden />,
  'help-center': <QuestionCircleOutlined aria-hidden />,
};

export const SIDE_MENU_LINKS = {
  home: paths.home(),
  findProduct: paths.findProduct(),
  podProduct: paths.podProduct(),
  importList: paths.importList(),
  productCenter: paths.productCenter(),
  orderList: paths.orders(),
  trackingCenter: paths.trackingCenter(),
  community: EXTERNAL_LINKS.community,
  generalSettings: paths.accountSettings(),
  manage: paths.manage(),
  integration: paths.integration(),
  helpCenter: EXTERNAL_LINKS.helpCenter,
};

/** Side menu: top entries with badges, the bottom "Extra" group and the workplace selector. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const flags = useShellFlags();
  const counts = useAccountStatistic();
  const menu = sideMenuItems(flags, SIDE_MENU_LINKS);
  const all = [...menu.top, ...menu.extra];
  const selected = selectedMenuKey(pathname, all);

  const toMenuItem = (
    item: SideMenuItem,
    group: string,
  ): NonNullable<MenuProps['items']>[number] => {
    const badge = item.badge ? formatBadgeCount(counts[item.badge]) : undefined;
    return {
      key: `${group}:${item.key}`,
      icon: ICONS[item.key],
      label: (
        <span className="omni-menu-label" data-testid={`side-menu-${item.key}`}>
          <span>{t(`menu.${item.key}`)}</span>
          {item.isNew && (
            <span className="omni-new-badge" aria-label={t('menu.new')}>
              {t('menu.new')}
            </span>
          )}
          {badge && (
            <Badge count={badge} overflowCount={99} size="small" className="omni-menu-badge" />
          )}
          {item.external && <ExportOutlined className="omni-external-icon" aria-hidden />}
        </span>
      ),
    };
  };

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const [, itemKey] = key.split(':');
    const item = all.find((entry) => entry.key === itemKey);
    if (!item) return;
    if (item.external) window.open(item.to, '_blank', 'noopener');
    else navigate(item.to);
    onNavigate?.();
  };

  const selectedKeys = selected
    ? [menu.top.some((item) => item.key === selected) ? `top:${selected}` : `extra:${selected}`]
    : [];

  return (
    <nav className="omni-side-menu" aria-label={t('menu.label')} data-testid="side-menu">
      <WorkplaceSelector />
      <Menu
        mode="inline"
        selectedKeys={selectedKeys}
        onClick={onClick}
        items={menu.top.map((item) => toMenuItem(item, 'top'))}
      />
      {menu.extra.length > 0 && (
        <Menu
          mode="inline"
          className="omni-side-menu-extra"
          selectedKeys={selectedKeys}
          onClick={onClick}
          items={[
            {
              type: 'group',
              key: 'extra',
              label: t('menu.extra'),
              children: menu.extra.map((item) => toMenuItem(item, 'extra')),
            },
          ]}
        />
      )}
    </nav>
  );
}
