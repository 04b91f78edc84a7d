import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PlanList } from './plan-list';

/** Public pricing: every plan, no account needed. */
export default function PricingPage() {
  const { t } = useTranslation('billing');
  return (
    <Flex vertical gap="middle" data-testid="pricing-page">
      <header>
        <Typography.Title level={2} data-testid="pricing-heading">
          {t('pricing.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('pricing.subtitle')}</Typography.Text>
      </header>
      <PlanList />
    </Flex>
  );
}
