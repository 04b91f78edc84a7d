import { Alert, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadErrorAlert } from '@omni/shared/ui';
import { useCurrentPlan, usePlanUpdates } from '../api/get-current-plan';
import { usePricing } from '../api/get-pricing';
import { ExtraQuotaSection } from './extra-quota-section';
import { GraceBanner } from './grace-banner';
import { InvoiceList } from './invoice-list';
import { PlanList } from './plan-list';
import { SubscriptionSummary } from './subscription-summary';

/**
 * Settings › Billing plan: the plan in force and what happens to it next, a failed renewal's
 * grace banner, the plan's invoices, then every plan there is.
 */
export default function BillingSettingsPage() {
  const { t } = useTranslation('billing');
  const [params] = useSearchParams();
  const current = useCurrentPlan();
  const pricing = usePricing();
  usePlanUpdates();
  const planName = (key: string | null) =>
    pricing.data?.packages.find((plan) => plan.key === key)?.name ?? key ?? '—';
  const paidPlan = current.data?.subscription?.status === 'active';
  return (
    <Flex vertical gap="middle" data-testid="billing-settings-page">
      <header>
        <Typography.Title level={2} data-testid="billing-heading">
          {t('billingSettings.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('billingSettings.subtitle')}</Typography.Text>
      </header>
      {params.get('checkout') === 'success' && !paidPlan && (
        <Alert
          type="info"
          showIcon
          data-testid="checkout-pending"
          title={t(
            params.has('charge_id')
              ? 'subscription.approvalPending'
              : 'subscription.checkoutPending',
          )}
        />
      )}
      {current.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : current.isError ? (
        <LoadErrorAlert
          title={t('billingSettings.accountError')}
          onRetry={() => void current.refetch()}
        />
      ) : (
        <>
          <GraceBanner subscription={current.data.subscription} />
          <SubscriptionSummary plan={current.data} planName={planName} />
        </>
      )}
      <ExtraQuotaSection />
      <Typography.Title level={4}>{t('subscription.invoices.title')}</Typography.Title>
      <InvoiceList planName={planName} />
      <Typography.Title level={4}>{t('billingSettings.plansTitle')}</Typography.Title>
      <PlanList currentPlanKey={current.data?.package.key} />
    </Flex>
  );
}
