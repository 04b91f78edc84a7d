import { Drawer } from 'antd';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { useReportOrderCenterVisit } from '../../features/home/hooks/use-report-order-center-visit';
import { EmbeddedStaffNotice } from '../../features/platform-auth/embedded/embedded-staff-notice';
import { PlanGraceBanner } from '../../features/plan-grace/plan-grace-banner';
import { useCurrentUser } from '../account/use-current-user';
import { useSyncAccountStatistic } from '../account/use-account-statistic';
import { BackToTop } from './back-to-top';
import { MobileBottomBar } from './mobile-bottom-bar';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import './app-layout.css';
import { directionOf } from '@omni/shared/i18n';
import { paths } from '@omni/shared/navigation';
import { useIsMobile } from '@omni/shared/ui';

/**
 * The skip link moves focus itself: following '#omni-main' would add a hash to the router's URL,
 * and some browsers scroll to the target without moving the keyboard focus there.
 */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('omni-main');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/** The signed-in frame: skip link, top bar, side menu (a drawer on mobile), content, mobile bottom bar. */
export default function AppLayout() {
  const { t, i18n } = useTranslation('host');
  const mobile = useIsMobile();
  const [menuOpen, setMenuOpen] = useState(false);
  const user = useCurrentUser();
  const { pathname } = useLocation();
  useSyncAccountStatistic();
  useReportOrderCenterVisit(user, pathname, paths.orders());
  return (
    <div className={mobile ? 'omni-shell is-mobile' : 'omni-shell'} data-testid="app-shell">
      <a className="omni-skip-link" href="#omni-main" onClick={skipToMain} data-testid="skip-link">
        {t('shell.skipToContent')}
      </a>
      <TopBar mobile={mobile} onOpenMenu={() => setMenuOpen(true)} />
      <div className="omni-shell-body">
        {mobile ? (
          <Drawer
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            placement={directionOf(i18n.language) === 'rtl' ? 'right' : 'left'}
            size={280}
            title={t('brand')}
          >
            <SideMenu onNavigate={() => setMenuOpen(false)} />
          </Drawer>
        ) : (
          <aside className="omni-shell-sider">
            <SideMenu />
          </aside>
        )}
        <main className="omni-shell-content" id="omni-main" tabIndex={-1}>
          <EmbeddedStaffNotice />
          <PlanGraceBanner />
          <Outlet />
        </main>
      </div>
      {mobile && <MobileBottomBar />}
      <BackToTop />
    </div>
  );
}
