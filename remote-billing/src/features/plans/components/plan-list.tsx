import { Flex, Segmented, Skeleton } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PricingPackage } from '@omni/shared/contracts';
import { EmptyState, LoadErrorAlert } from '@omni/shared/ui';
import { usePricing } from '../api/get-pricing';
import { isCurrentPlan } from '../utils/current-plan';
import {
  offeredCycles,
  planCycleLabel,
  plansForCycle,
  type PlanCycleLabel,
} from '../utils/plan-cycle';
import { PlanCard } from './plan-card';

interface PlanListProps {
  currentPlanKey?: string | undefined;
  /** An action under each plan (the change-plan page's Choose button). */
  renderAction?: ((plan: PricingPackage) => ReactNode) | undefined;
}

/** The plans of GET payments/pricing as cards, one cycle at a time; the merchant's is marked. */
export function PlanList({ currentPlanKey, renderAction }: PlanListProps) {
  const { t } = useTranslation('billing');
  const pricing = usePricing();
  if (pricing.isPending) return <Skeleton active data-testid="plans-loading" />;
  if (pricing.isError) {
    return (
      <LoadErrorAlert
        data-testid="plans-error"
        title={t('pricing.error')}
        onRetry={() => void pricing.refetch()}
      />
    );
  }
  if (pricing.data.packages.length === 0) {
    return <EmptyState data-testid="plans-empty" title={t('pricing.empty')} />;
  }
  return (
    <PlansByCycle
      packages={pricing.data.packages}
      currentPlanKey={currentPlanKey}
      renderAction={renderAction}
    />
  );
}

function PlansByCycle({
  packages,
  currentPlanKey,
  renderAction,
}: {
  packages: PricingPackage[];
  currentPlanKey: string | undefined;
  renderAction: PlanListProps['renderAction'];
}) {
  const { t } = useTranslation('billing');
  const cycles = offeredCycles(packages);
  const current = packages.find((plan) => isCurrentPlan(plan.key, currentPlanKey));
  const [chosen, setChosen] = useState<PlanCycleLabel | null>(null);
  // Until the merchant picks a cycle, show the one of their current plan.
  const cycle = chosen ?? (current ? planCycleLabel(current.cycle) : (cycles[0] ?? 'monthly'));

  return (
    <Flex vertical gap="middle">
      {cycles.length > 1 && (
        <Segmented<PlanCycleLabel>
          aria-label={t('pricing.cycleLabel')}
          data-testid="plan-cycle-switch"
          value={cycle}
          onChange={setChosen}
          options={cycles.map((value) => ({
            value,
            label: (
              <span data-testid={`plan-cycle-option-${value}`}>{t(`pricing.cycle.${value}`)}</span>
            ),
          }))}
        />
      )}
      {/* as many columns as fit the area: the host's settings page is narrower than the window */}
      <div
        role="list"
        aria-label={t('pricing.plansLabel')}
        data-testid="plan-list"
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(250px, 1fr))',
          gap: 16,
        }}
      >
        {plansForCycle(packages, cycle).map((plan) => (
          <div key={plan.key} role="listitem">
            <PlanCard
              plan={plan}
              current={isCurrentPlan(plan.key, currentPlanKey)}
              action={renderAction?.(plan)}
            />
          </div>
        ))}
      </div>
    </Flex>
  );
}
