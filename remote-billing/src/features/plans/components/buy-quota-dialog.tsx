import { Alert, Descriptions, Flex, InputNumber, Modal, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getToaster } from '@omni/shared/errors';
import { formatDateTime } from '@omni/shared/format';
import { paths } from '@omni/shared/navigation';
import { MAX_PACKS_PER_CHARGE, packsPrice } from '@omni/shared/plans';
import { NUMBER_STEP_CONTROLS, useFocusReturn } from '@omni/shared/ui';
import { formatMinor } from '../../../common/format-minor';
import { openProviderPage } from '../../../common/open-provider-page';
import { newRequestId } from '../../../common/request-id';
import { useBuyQuota, useWalletBalance } from '../api/buy-quota';
import type { QuotaOffer } from '../utils/quota-offers';
import { PackSize } from './pack-size';

/**
 * Buying packs of one feature for the current period (ADR 027): how many, what they add, what
 * they cost and what the wallet holds, before anything is paid. Paid from the wallet at once; a
 * wallet that is short is said before paying (and if the API declines), with the way to the
 * wallet's top-up by card. Billed by Shopify (ADR 036), the wallet is not involved: the merchant
 * continues to Shopify's page to approve the charge, and comes back to the billing page.
 */
export function BuyQuotaDialog({
  offer,
  periodEnd,
  shopify,
  onClose,
}: {
  offer: QuotaOffer;
  periodEnd: string;
  /** Shopify bills it (embedded in a shop's admin, or the plan is billed by a shop). */
  shopify: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('billing');
  useFocusReturn();
  const [packs, setPacks] = useState(1);
  // one id per purchase: a double click replays it; another pack count is another purchase
  const [requestId, setRequestId] = useState(newRequestId);
  const [declinedBalance, setDeclinedBalance] = useState<number | null>(null);
  const wallet = useWalletBalance(!shopify);
  const buy = useBuyQuota();
  const feature = t(`features.${offer.feature}`);
  const total = packsPrice(offer.pack, packs);
  const balance = declinedBalance ?? wallet.data?.total_balance;
  const short = !shopify && balance != null && balance < total.amount;

  const changePacks = (value: number | null) => {
    if (value == null) return;
    setPacks(value);
    setRequestId(newRequestId());
    setDeclinedBalance(null);
  };
  const pay = () =>
    buy.mutate(
      { feature: offer.feature, packs, requestId },
      {
        onSuccess: (result) => {
          if (result.status === 'pending' && result.confirmation_url) {
            // approved (or not) on Shopify's page, which returns to the billing page
            openProviderPage(result.confirmation_url);
            return;
          }
          if (result.status === 'declined') {
            setDeclinedBalance(result.total_balance);
            setRequestId(newRequestId());
            return;
          }
          getToaster()?.success(
            t('extraQuota.done', {
              units: result.units,
              feature,
              date: formatDateTime(result.period_end),
            }),
          );
          onClose();
        },
      },
    );

  return (
    <Modal
      open
      title={t('extraQuota.dialogTitle', { feature })}
      onCancel={onClose}
      onOk={pay}
      okText={
        shopify
          ? t('extraQuota.continueToShopify')
          : t('extraQuota.pay', { amount: formatMinor(total.amount, total.currency) })
      }
      cancelText={t('extraQuota.cancel')}
      okButtonProps={{
        disabled: (!shopify && wallet.isPending) || short,
        loading: buy.isPending,
        'data-testid': 'buy-quota-confirm',
      }}
      data-testid="buy-quota-dialog"
    >
      <Flex vertical gap="middle">
        <Flex vertical gap={4}>
          <label htmlFor="buy-quota-packs">{t('extraQuota.packs')}</label>
          <InputNumber
            id="buy-quota-packs"
            min={1}
            max={MAX_PACKS_PER_CHARGE}
            precision={0}
            value={packs}
            onChange={changePacks}
            controls={NUMBER_STEP_CONTROLS}
            data-testid="buy-quota-packs"
          />
          <PackSize pack={offer.pack} />
        </Flex>
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('extraQuota.adds')}>
            <span data-testid="buy-quota-units">
              {t('extraQuota.units', { units: offer.pack.units * packs, feature })}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('extraQuota.until')}>
            {formatDateTime(periodEnd)}
          </Descriptions.Item>
          <Descriptions.Item label={t('extraQuota.total')}>
            <Typography.Text strong data-testid="buy-quota-total">
              {formatMinor(total.amount, total.currency)}
            </Typography.Text>
          </Descriptions.Item>
          {!shopify && (
            <Descriptions.Item label={t('extraQuota.walletBalance')}>
              {balance == null ? (
                wallet.isError ? (
                  <Typography.Text type="danger">{t('extraQuota.walletError')}</Typography.Text>
                ) : (
                  <Skeleton.Input active size="small" />
                )
              ) : (
                <span data-testid="buy-quota-balance">
                  {formatMinor(balance, wallet.data?.currency ?? total.currency)}
                </span>
              )}
            </Descriptions.Item>
          )}
        </Descriptions>
        {shopify && (
          <Alert
            type="info"
            showIcon
            data-testid="buy-quota-shopify-note"
            title={t('extraQuota.shopifyNote')}
          />
        )}
        {short && (
          <Alert
            type="warning"
            showIcon
            data-testid="buy-quota-short"
            title={t('extraQuota.short')}
            description={
              <Link to={paths.wallet()} data-testid="buy-quota-topup">
                {t('extraQuota.topUp')}
              </Link>
            }
          />
        )}
      </Flex>
    </Modal>
  );
}
