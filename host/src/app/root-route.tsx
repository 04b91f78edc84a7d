import { Outlet, useLocation } from 'react-router-dom';
import { PARTNERS_PAGE_URL, isCampaignPath } from '@omni/shared/navigation';

/** Leaves the app for an external page (replaceable in tests). */
export type LeaveApp = (url: string) => void;
const leaveApp: LeaveApp = (url) => window.location.replace(url);

/** Root of every route: sends campaign links to the partners page before anything renders. */
export function RootRoute({ leave = leaveApp }: { leave?: LeaveApp }) {
  const { pathname } = useLocation();
  if (isCampaignPath(pathname)) {
    leave(PARTNERS_PAGE_URL);
    return null;
  }
  return <Outlet />;
}
