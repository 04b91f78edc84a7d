import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { changePlanPath } from '../navigation/paths';
import { isUnlimited } from '../plans/feature-quota';
import { upgradeMessage, type ExceededQuota } from '../plans/upgrade-message';
import { useBillingHidden } from '../session/billing-hidden';

export interface QuotaExceededAlertProps {
  quota: ExceededQuota;
  'data-testid'?: string;
}

/**
 * A plan's quota ran out (QUOTA_EXPIRED): the feature's upgrade message of spec 001 §6 with the
 * usage and a link to change the plan; 'Limit quota exceeded' alone where billing is hidden
 * (the mobile app's hide-billing, or an embedded Paddle account).
 */
export function QuotaExceededAlert({
  quota,
  'data-testid': testId = 'quota-exceeded',
}: QuotaExceededAlertProps) {
  const { t } = useTranslation('shared');
  const navigate = useNavigate();
  const billingHidden = useBillingHidden();
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      data-testid={testId}
      title={
        billingHidden
          ? t('quota.limitExceeded')
          : t(`quota.upgrade.${upgradeMessage(quota.feature)}`)
      }
      description={
        quota.limit > 0 && !isUnlimited(quota.limit)
          ? t('quota.usage', { usage: quota.usage, limit: quota.limit })
          : undefined
      }
      action={
        billingHidden ? undefined : (
          <Button
            size="small"
            type="primary"
            onClick={() => void navigate(changePlanPath())}
            data-testid={`${testId}-upgrade`}
          >
            {t('quota.upgradeButton')}
          </Button>
        )
      }
    />
  );
}
