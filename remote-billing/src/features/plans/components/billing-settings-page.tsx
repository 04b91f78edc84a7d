import { Alert, Card, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccount } from '@omni/shared/api-client';
import { PlanList } from './plan-list';

/** Settings › Billing plan: the merchant's current plan, then every plan they can choose. */
export default function BillingSettingsPage() {
  const { t } = useTranslation('billing');
  const account = useAccount();
  return (
    <Flex vertical gap="middle" data-testid="billing-settings-page">
      <header>
        <Typography.Title level={2} data-testid="billing-heading">
          {t('billingSettings.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('billingSettings.subtitle')}</Typography.Text>
      </header>
      {account.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : account.isError ? (
        <Alert type="error" showIcon title={t('billingSettings.accountError')} />
      ) : (
        <Card size="small" title={t('billingSettings.currentPlanLabel')}>
          <Typography.Text strong data-testid="current-plan">
            {account.data.plan.name}
          </Typography.Text>
        </Card>
      )}
      <Typography.Title level={4}>{t('billingSettings.plansTitle')}</Typography.Title>
      <PlanList currentPlanKey={account.data?.plan.key} />
    </Flex>
  );
}
