import { Alert, Button, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { PricingPackage } from '@omni/shared/contracts';
import { LoadErrorAlert } from '@omni/shared/ui';
import { useCurrentPlan, usePlanUpdates } from '../api/get-current-plan';
import { usePricing } from '../api/get-pricing';
import { GraceBanner } from './grace-banner';
import { PlanChangeDialog } from './plan-change-dialog';
import { PlanList } from './plan-list';

/**
 * Settings › Billing plan › Change plan: the plans by cycle (monthly or yearly), each with a
 * Choose button; `?plan=KEY` (from the public pricing page) opens that plan's confirmation.
 */
export default function ChangePlanPage() {
  const { t } = useTranslation('billing');
  const [params, setParams] = useSearchParams();
  const current = useCurrentPlan();
  const pricing = usePricing();
  usePlanUpdates();
  const [picked, setPicked] = useState<PricingPackage | null>(null);
  const asked = pricing.data?.packages.find((plan) => plan.key === params.get('plan')) ?? null;
  const chosen = picked ?? asked;
  const close = () => {
    setPicked(null);
    if (params.has('plan')) {
      params.delete('plan');
      setParams(params, { replace: true });
    }
  };

  if (current.isPending) return <Skeleton active />;
  if (current.isError)
    return (
      <LoadErrorAlert
        title={t('billingSettings.accountError')}
        onRetry={() => void current.refetch()}
      />
    );
  const plan = current.data;
  const currentKey = plan.subscription?.pending_plan_key ? undefined : plan.package.key;
  // the owner changes the plan here, unless Paddle bills it (spec 000 §6)
  const canChange = plan.is_owner && plan.payment_mode !== 'paddle';
  return (
    <Flex vertical gap="middle" data-testid="change-plan-page">
      <header>
        <Typography.Title level={2}>{t('changePlan.title')}</Typography.Title>
        <Typography.Text type="secondary">{t('changePlan.subtitle')}</Typography.Text>
      </header>
      <GraceBanner subscription={plan.subscription} />
      {params.get('checkout') === 'cancelled' && (
        <Alert type="info" showIcon title={t('changePlan.checkoutCancelled')} />
      )}
      {plan.payment_mode === 'paddle' ? (
        <Alert
          type="info"
          showIcon
          title={t('subscription.billedByPaddle')}
          data-testid="change-plan-paddle"
        />
      ) : (
        !plan.is_owner && <Alert type="info" showIcon title={t('changePlan.ownerOnly')} />
      )}
      <PlanList
        currentPlanKey={plan.package.key}
        renderAction={(option) =>
          option.price > 0 && canChange ? (
            <Button
              block
              type={option.key === currentKey ? 'default' : 'primary'}
              disabled={option.key === currentKey}
              onClick={() => setPicked(option)}
              data-testid={`choose-plan-${option.key}`}
            >
              {option.key === currentKey ? t('pricing.currentPlan') : t('changePlan.choose')}
            </Button>
          ) : null
        }
      />
      {chosen && canChange && <PlanChangeDialog plan={chosen} onClose={close} />}
    </Flex>
  );
}
