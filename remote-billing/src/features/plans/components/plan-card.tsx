import { Card, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PricingPackage } from '@omni/shared/contracts';
import { formatPrice } from '@omni/shared/money';
import { orderedFeatures } from '../utils/feature-order';
import { planCycleLabel } from '../utils/plan-cycle';
import { isRecommendedPlan } from '../utils/recommended-plan';
import { FeatureLimitValue } from './feature-limit-value';

/** Plans are priced in US dollars by the API. */
const PLAN_CURRENCY = 'USD';

interface PlanCardProps {
  plan: PricingPackage;
  current: boolean;
  /** What the merchant can do with this plan (the change-plan page's Choose button). */
  action?: ReactNode;
}

export function PlanCard({ plan, current, action }: PlanCardProps) {
  const { t } = useTranslation('billing');
  const cycle = planCycleLabel(plan.cycle);
  return (
    <Card data-testid={`plan-card-${plan.key}`} style={{ height: '100%' }}>
      <Flex justify="space-between" align="start" gap="small" wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {plan.name}
        </Typography.Title>
        <Flex gap={4} wrap>
          <Tag data-testid={`plan-cycle-${plan.key}`}>{t(`pricing.cycle.${cycle}`)}</Tag>
          {isRecommendedPlan(plan.key) && (
            <Tag color="blue" data-testid={`plan-recommended-${plan.key}`}>
              {t('pricing.recommended')}
            </Tag>
          )}
          {current && (
            <Tag color="green" data-testid="current-plan-badge">
              {t('pricing.currentPlan')}
            </Tag>
          )}
        </Flex>
      </Flex>
      <Typography.Title level={3} data-testid={`plan-price-${plan.key}`}>
        {formatPrice(plan.price, PLAN_CURRENCY)}
      </Typography.Title>
      <Typography.Text type="secondary">{t(`pricing.perCycle.${cycle}`)}</Typography.Text>
      <ul style={{ listStyle: 'none', padding: 0, margin: '16px 0 0' }}>
        {orderedFeatures(plan.features).map(([key, feature]) => (
          <li key={key} data-testid={`plan-feature-${plan.key}-${key}`}>
            <Flex justify="space-between" gap="small">
              <Typography.Text>{t(`features.${key}`, { defaultValue: key })}</Typography.Text>
              {/* the label may wrap, the limit never splits */}
              <Typography.Text strong style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
                <FeatureLimitValue limit={feature.limit} />
              </Typography.Text>
            </Flex>
          </li>
        ))}
      </ul>
      {action && <div style={{ marginTop: 16 }}>{action}</div>}
    </Card>
  );
}
