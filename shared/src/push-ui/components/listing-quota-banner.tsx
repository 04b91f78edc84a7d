import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { changePlanPath } from '@omni/shared/navigation';
import { useBillingHidden } from '@omni/shared/session';
import { isUnlimited } from '@omni/shared/plans';

export interface ListingQuotaBannerProps {
  /** LISTING_PRODUCTS as the server counts it; null until known. */
  quota: { limit: number; usage: number } | null;
  /** Units this push would take. */
  cost: number;
  /** The push went over the quota (001 §8), or would. */
  exceeded: boolean;
}

/**
 * The quota banner of the push dialog (001 §8): usage against the limit, and once the listing
 * quota is exceeded, the message with an upgrade link, or 'Limit quota exceeded' alone where the
 * billing is hidden (001 §6; the mobile app's hide-billing or an embedded Paddle account, 000 §6).
 */
export function ListingQuotaBanner({ quota, cost, exceeded }: ListingQuotaBannerProps) {
  const { t } = useTranslation('push');
  const billingHidden = useBillingHidden();
  if (!quota) return null;
  const usage = isUnlimited(quota.limit)
    ? t('quota.unlimited')
    : t('quota.usage', { usage: quota.usage, limit: quota.limit });
  if (!exceeded)
    return (
      <Typography.Text type="secondary" data-testid="push-quota">
        {usage} · {t('quota.cost', { count: cost })}
      </Typography.Text>
    );
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-testid="push-quota-exceeded"
      title={billingHidden ? t('quota.limitExceeded') : t('quota.exceeded')}
      description={
        <>
          {usage}
          {!billingHidden && (
            <>
              {' '}
              <Link to={changePlanPath()} data-testid="push-quota-upgrade">
                {t('quota.upgrade')}
              </Link>
            </>
          )}
        </>
      }
    />
  );
}
