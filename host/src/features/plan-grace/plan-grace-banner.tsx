import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { formatDateTime } from '@omni/shared/format';
import { paths } from '@omni/shared/navigation';
import { useShellFlags } from '../../app/account/use-shell-flags';
import { useCurrentPlan } from './use-current-plan';
import './plan-grace.css';

/**
 * A plan renewal failed and its grace period runs (ADR 019): said on every page of the app, with
 * the way to the billing page, whose own banner tells how to pay. Not where billing is hidden,
 * and not on the billing pages themselves.
 */
export function PlanGraceBanner() {
  const { t } = useTranslation('host');
  const flags = useShellFlags();
  const { pathname } = useLocation();
  const shown = !flags.billingHidden && !flags.isUserMkt;
  const plan = useCurrentPlan(shown);
  const subscription = plan.data?.subscription;
  if (!shown || pathname.startsWith(paths.billing())) return null;
  if (subscription?.status !== 'past_due' || !subscription.grace_until) return null;
  return (
    <Alert
      type="warning"
      showIcon
      className="omni-plan-grace-banner"
      data-testid="plan-grace-banner"
      title={t('planGrace.title')}
      description={t('planGrace.text', { date: formatDateTime(subscription.grace_until) })}
      action={
        <Link to={paths.billing()} data-testid="plan-grace-fix">
          <Button size="small" type="primary">
            {t('planGrace.action')}
          </Button>
        </Link>
      }
    />
  );
}
