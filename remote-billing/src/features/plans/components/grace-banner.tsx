import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SubscriptionView } from '@omni/shared/contracts/billing';
import { formatDateTime } from '@omni/shared/format';
import { usePaymentMethodPortal } from '../api/manage-subscription';

/**
 * A renewal failed: the paid plan is kept until the grace period ends, then the free plan
 * applies (nothing the merchant made is deleted). A new card in the portal pays the renewal;
 * billed by Shopify, the merchant pays the store's Shopify bill instead.
 */
export function GraceBanner({ subscription }: { subscription: SubscriptionView | null }) {
  const { t } = useTranslation('billing');
  const portal = usePaymentMethodPortal();
  if (subscription?.status !== 'past_due' || !subscription.grace_until) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="grace-banner"
      title={t('subscription.grace.title')}
      description={t(
        subscription.provider === 'shopify'
          ? 'subscription.grace.shopifyText'
          : 'subscription.grace.text',
        { date: formatDateTime(subscription.grace_until) },
      )}
      action={
        subscription.provider === 'stripe' && (
          <Button
            size="small"
            loading={portal.isPending}
            onClick={() => portal.mutate()}
            data-testid="grace-update-card"
          >
            {t('subscription.updateCard')}
          </Button>
        )
      }
    />
  );
}
