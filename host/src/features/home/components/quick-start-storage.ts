import { useEffect } from 'react';

/**
 * The checklist's local memory. There is no API in this issue to save a dismissal or a visit to
 * the order center on the account, so both are kept in local storage, per user.
 */
const dismissedKey = (userId: string) => `omni_quick_start_dismissed_${userId}`;
const visitedOrdersKey = (userId: string) => `omni_visited_order_center_${userId}`;

function read(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function write(key: string): void {
  try {
    window.localStorage.setItem(key, '1');
  } catch {
    // storage blocked: the state lasts for this page only
  }
}

export const isQuickStartDismissed = (userId: string) => read(dismissedKey(userId));
export const dismissQuickStart = (userId: string) => write(dismissedKey(userId));
export const hasVisitedOrderCenter = (userId: string) => read(visitedOrdersKey(userId));
export const rememberOrderCenterVisit = (userId: string) => write(visitedOrdersKey(userId));

/** Mounted by the app layout: a visit to the order center completes NAVIGATE_TO_ORDER_CENTER. */
export function useRememberOrderCenterVisit(
  userId: string,
  pathname: string,
  orderCenterPath: string,
): void {
  useEffect(() => {
    if (pathname === orderCenterPath || pathname.startsWith(`${orderCenterPath}/`))
      rememberOrderCenterVisit(userId);
  }, [userId, pathname, orderCenterPath]);
}
