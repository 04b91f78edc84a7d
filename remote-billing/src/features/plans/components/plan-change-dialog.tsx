import { Alert, Descriptions, Modal, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusReturn } from '@omni/shared/ui';
import type { PricingPackage } from '@omni/shared/contracts';
import { getToaster } from '@omni/shared/errors';
import { formatDateTime } from '@omni/shared/format';
import { formatMinor } from '../../../common/format-minor';
import { openProviderPage } from '../../../common/open-provider-page';
import { useChargeSubscription, usePreviewPlanChange } from '../api/change-plan';

/**
 * Choosing a plan: what it costs now and when it applies, shown before anything is charged
 * (a first plan goes to the payment page; an upgrade is prorated; a downgrade waits for the end
 * of the period). Confirming charges exactly the previewed proration. Billed by Shopify, the
 * merchant approves every change on Shopify's page, which prorates on the store's bill itself.
 */
export function PlanChangeDialog({ plan, onClose }: { plan: PricingPackage; onClose: () => void }) {
  const { t } = useTranslation('billing');
  useFocusReturn();
  const preview = usePreviewPlanChange();
  const charge = useChargeSubscription();
  const { mutate } = preview;
  useEffect(() => {
    mutate(plan.key);
  }, [mutate, plan.key]);

  const shown = preview.data;
  const shopify = shown?.provider === 'shopify';
  const confirm = () => {
    if (!shown) return;
    charge.mutate(
      {
        plan_key: plan.key,
        ...(shown.proration_date ? { proration_date: shown.proration_date } : {}),
      },
      {
        onSuccess: (result) => {
          if (result.checkout_url) {
            openProviderPage(result.checkout_url);
            return;
          }
          getToaster()?.success(
            t(result.timing === 'now' ? 'changePlan.doneNow' : 'changePlan.donePeriodEnd', {
              plan: plan.name,
            }),
          );
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('changePlan.dialogTitle', { plan: plan.name })}
      onCancel={onClose}
      onOk={confirm}
      okText={
        shopify
          ? t('changePlan.toShopify')
          : shown?.timing === 'checkout'
            ? t('changePlan.toPayment')
            : t('changePlan.confirm')
      }
      cancelText={t('changePlan.back')}
      okButtonProps={{
        disabled: !shown,
        loading: charge.isPending,
        'data-testid': 'plan-change-confirm',
      }}
      data-testid="plan-change-dialog"
    >
      {preview.isPending && <Skeleton active paragraph={{ rows: 2 }} />}
      {preview.isError && <Alert type="error" showIcon title={t('changePlan.previewError')} />}
      {shown && (
        <Descriptions column={1} size="small" data-testid="plan-change-preview">
          <Descriptions.Item
            label={
              shopify && shown.timing !== 'period_end'
                ? t('changePlan.shopifyPrice')
                : t('changePlan.dueNow')
            }
          >
            <Typography.Text strong data-testid="plan-change-due">
              {formatMinor(shown.amount_due_minor, shown.currency)}
            </Typography.Text>
          </Descriptions.Item>
          {shown.credit_minor < 0 && (
            <Descriptions.Item label={t('changePlan.credit')}>
              <span data-testid="plan-change-credit">
                {formatMinor(-shown.credit_minor, shown.currency)}
              </span>
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('changePlan.when')}>
            <span data-testid="plan-change-when">
              {shown.timing === 'period_end' && shown.effective_at
                ? t('changePlan.atPeriodEnd', { date: formatDateTime(shown.effective_at) })
                : shopify
                  ? t('changePlan.afterApproval')
                  : shown.timing === 'checkout'
                    ? t('changePlan.afterPayment')
                    : t('changePlan.now')}
            </span>
          </Descriptions.Item>
        </Descriptions>
      )}
      {shopify && (
        <Alert
          type="info"
          showIcon
          title={t('changePlan.shopifyNote')}
          data-testid="plan-change-shopify-note"
        />
      )}
    </Modal>
  );
}
