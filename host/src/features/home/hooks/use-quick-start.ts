import { useAtomValue } from 'jotai';
import { accountCountsAtom } from '@omni/shared/session';
import { useCurrentUser } from '../../../app/account/use-current-user';
import { useShellFlags } from '../../../app/account/use-shell-flags';
import { useOrderStatusCounts } from '../api/get-order-status-counts';
import { useUpdateQuickStart } from '../api/update-quick-start';
import { quickStartItems, quickStartVariant } from '../rules/quick-start-steps';

/**
 * The quick-start checklist's state, shared by the home and the guide page (/app/guide-line):
 * its steps, whether they are still waiting for the order counts, and whether it was closed.
 */
export function useQuickStart() {
  const user = useCurrentUser();
  const flags = useShellFlags();
  const counts = useAtomValue(accountCountsAtom);
  const orderStatusCounts = useOrderStatusCounts();
  const orderCounts = orderStatusCounts.data;
  const dismissal = useUpdateQuickStart();
  // Hidden at once when closed; shown again if the account could not record it (the shared
  // error handling tells why).
  const dismissed =
    user.onboarding.quick_start_dismissed || (!dismissal.isIdle && !dismissal.isError);

  const variant = quickStartVariant(user.onboarding, user.plan_reinstalled);
  const items = quickStartItems(variant, {
    billingHidden: flags.billingHidden,
    completedOnAccount: user.onboarding.completed_quick_start,
    importListCount: counts.import_list,
    productListCount: counts.product_list,
    orderListCount: counts.order_list,
    readyOrderCount: orderCounts?.placement.ready ?? 0,
    placedOrderCount: orderCounts?.payment.order_placed ?? 0,
  });

  return {
    items,
    // The steps depend on the order counts: drawn before they arrive, they would be guesses.
    pending: orderStatusCounts.isPending,
    dismissed,
    dismiss: () => dismissal.mutate('dismiss'),
    billingHidden: flags.billingHidden,
  };
}
