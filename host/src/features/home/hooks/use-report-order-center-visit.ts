import { useEffect, useRef } from 'react';
import type { User } from '@omni/shared/contracts';
import { useUpdateQuickStart } from '../api/update-quick-start';

const STEP = 'NAVIGATE_TO_ORDER_CENTER';

/**
 * Mounted by the app layout: the first visit to the order center completes the quick-start step
 * NAVIGATE_TO_ORDER_CENTER on the account (once per page; a failure is retried on the next visit).
 */
export function useReportOrderCenterVisit(
  user: User,
  pathname: string,
  orderCenterPath: string,
): void {
  const { mutate } = useUpdateQuickStart();
  const reported = useRef(false);
  const done = user.onboarding.completed_quick_start.includes(STEP);
  const inOrderCenter = pathname === orderCenterPath || pathname.startsWith(`${orderCenterPath}/`);
  useEffect(() => {
    if (done || !inOrderCenter || reported.current) return;
    reported.current = true;
    mutate('visit-order-center', {
      onError: () => {
        reported.current = false;
      },
    });
  }, [done, inOrderCenter, mutate]);
}
