import { Button, Card, Flex, Popconfirm, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CurrentPlan } from '@omni/shared/contracts/billing';
import { formatDateTime } from '@omni/shared/format';
import { paths } from '@omni/shared/navigation';
import { useCancelSubscription, usePaymentMethodPortal } from '../api/manage-subscription';
import { subscriptionState } from '../utils/subscription-state';

/** The plan in force, what happens to it next, and what the owner can do about it. */
export function SubscriptionSummary({
  plan,
  planName,
}: {
  plan: CurrentPlan;
  planName: (key: string | null) => string;
}) {
  const { t } = useTranslation('billing');
  const cancel = useCancelSubscription();
  const portal = usePaymentMethodPortal();
  const sub = plan.subscription;
  const state = sub ? subscriptionState(sub) : null;
  return (
    <Card
      size="small"
      title={t('billingSettings.currentPlanLabel')}
      data-testid="subscription-summary"
    >
      <Flex vertical gap="small">
        <Flex gap="small" align="center" wrap>
          <Typography.Text strong data-testid="current-plan">
            {plan.package.name}
          </Typography.Text>
          {sub && (
            <Tag
              color={
                sub.status === 'active' ? 'green' : sub.status === 'past_due' ? 'red' : 'default'
              }
              data-testid="subscription-status"
            >
              {sub.provider === 'shopify' && sub.status === 'incomplete'
                ? t('subscription.awaitingApproval')
                : t(`subscription.status.${sub.status}`)}
            </Tag>
          )}
        </Flex>
        {state && state.kind !== 'grace' && (
          <Typography.Text type="secondary" data-testid="subscription-next">
            {state.kind === 'pending'
              ? t(
                  sub?.provider === 'shopify'
                    ? 'subscription.next.pendingShopify'
                    : 'subscription.next.pending',
                )
              : state.kind === 'changes'
                ? t('subscription.next.changes', {
                    plan: planName(state.planKey),
                    date: formatDateTime(state.at),
                  })
                : t(`subscription.next.${state.kind}`, { date: formatDateTime(state.at) })}
          </Typography.Text>
        )}
        {plan.payment_mode === 'paddle' && (
          <Typography.Text type="secondary" data-testid="subscription-billed-by-paddle">
            {t('subscription.billedByPaddle')}
          </Typography.Text>
        )}
        {sub?.provider === 'shopify' && (
          <Typography.Text type="secondary" data-testid="subscription-billed-by-shopify">
            {t('subscription.billedByShopify')}
          </Typography.Text>
        )}
        {plan.is_owner && plan.payment_mode !== 'paddle' && (
          <Flex gap="small" wrap>
            <Link to={paths.changePlan()} data-testid="change-plan-link">
              <Button type="primary">{t('subscription.changePlan')}</Button>
            </Link>
            {sub?.provider === 'stripe' && (
              <Button
                loading={portal.isPending}
                onClick={() => portal.mutate()}
                data-testid="update-card"
              >
                {t('subscription.updateCard')}
              </Button>
            )}
            {sub && !sub.cancel_at_period_end && sub.status !== 'incomplete' && (
              <Popconfirm
                title={t('subscription.cancel.confirmTitle')}
                description={
                  sub.provider === 'shopify'
                    ? t('subscription.cancel.shopifyConfirmText')
                    : t('subscription.cancel.confirmText', {
                        date: sub.current_period_end ? formatDateTime(sub.current_period_end) : '',
                      })
                }
                okText={t('subscription.cancel.confirm')}
                cancelText={t('subscription.cancel.keep')}
                onConfirm={() => cancel.mutate()}
              >
                <Button danger loading={cancel.isPending} data-testid="cancel-subscription">
                  {t('subscription.cancel.button')}
                </Button>
              </Popconfirm>
            )}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
