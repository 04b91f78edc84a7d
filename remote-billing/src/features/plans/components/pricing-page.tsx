import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@omni/shared/navigation';
import { PlanList } from './plan-list';

/** Public pricing: every plan, no account needed; choosing one continues on the change-plan page. */
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
      <PlanList
        renderAction={(plan) =>
          plan.price > 0 ? (
            <Link to={`${paths.changePlan()}?plan=${encodeURIComponent(plan.key)}`}>
              <Button block type="primary" data-testid={`pricing-choose-${plan.key}`}>
                {t('changePlan.choose')}
              </Button>
            </Link>
          ) : null
        }
      />
    </Flex>
  );
}
