import { useAtomValue } from 'jotai';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountCountsAtom } from '@omni/shared/session';
import { useCurrentUser } from '../../app/account/use-current-user';
import { useShellFlags } from '../../app/account/use-shell-flags';
import { useOrderStatusCounts } from './api/get-order-status-counts';
import { HelpCards } from './components/help-cards';
import { QuickStartChecklist } from './components/quick-start-checklist';
import { useUpdateQuickStart } from './api/update-quick-start';
import { quickStartItems, quickStartVariant } from './rules/quick-start-steps';
import './home-page.css';

/** /app: greeting, the quick-start checklist (until dismissed) and the help cards. */
export default function HomePage() {
  const { t } = useTranslation('host');
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

  return (
    <div className="omni-home" data-testid="home-page">
      <h1 className="omni-page-title">
        {t('home.greeting', { name: user.first_name || user.email })}
      </h1>
      <p className="omni-home-lead">{t('home.lead')}</p>
      {/* The checklist's steps depend on the order counts: drawn before they arrive, it would
          show guessed steps, then change height and move the help cards (layout shift). */}
      {dismissed ? null : orderStatusCounts.isPending ? (
        <div data-testid="quick-start-loading">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      ) : (
        <QuickStartChecklist items={items} onDismiss={() => dismissal.mutate('dismiss')} />
      )}
      {(dismissed || !orderStatusCounts.isPending) && (
        <HelpCards billingHidden={flags.billingHidden} />
      )}
    </div>
  );
}
