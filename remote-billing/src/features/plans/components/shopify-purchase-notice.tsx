import { Alert, Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { sharedQueryKeys } from '@omni/shared/api-client';
import { formatDateTime } from '@omni/shared/format';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { openProviderPage } from '../../../common/open-provider-page';
import { useQuotaPurchases } from '../api/get-quota-purchases';
import { purchaseNotice } from '../utils/shopify-purchase-notice';

/** The return URL's mark of the purchase Shopify's approval page sends the merchant back for. */
export const RETURNED_PURCHASE_PARAM = 'quota_purchase';

/**
 * Where the latest purchase of extra quota billed by Shopify stands (ADR 036): back from
 * Shopify's page it waits for Shopify's confirmation, then says what was added; a purchase still
 * waiting for approval offers the way back to Shopify; a declined or expired one says nothing
 * was charged or added.
 */
export function ShopifyPurchaseNotice() {
  const { t } = useTranslation('billing');
  const [params] = useSearchParams();
  const returnedId = params.get(RETURNED_PURCHASE_PARAM);
  const [watching, setWatching] = useState(returnedId !== null);
  const purchases = useQuotaPurchases(watching);
  const notice = purchases.data
    ? purchaseNotice(purchases.data.items, returnedId, new Date())
    : null;
  const status = notice?.purchase.status;
  const client = useQueryClient();
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  const seen = useRef(status);
  useEffect(() => {
    if (!purchases.data) return;
    if (status !== 'pending' || !notice?.returned) setWatching(false);
    // settled while shown: the usage (popover, offers) reads the new limit
    if (seen.current === 'pending' && status !== 'pending')
      void client.invalidateQueries({ queryKey: sharedQueryKeys.quotaUsage(workspaceId) });
    seen.current = status;
  }, [purchases.data, status, notice?.returned, client, workspaceId]);

  if (!notice) return null;
  const { purchase, returned } = notice;
  const feature = t(`features.${purchase.feature}`);
  const common = { showIcon: true, 'data-testid': 'shopify-purchase-notice' };
  switch (purchase.status) {
    case 'paid':
      return (
        <Alert
          {...common}
          type="success"
          data-state="paid"
          title={t('extraQuota.shopify.paid', {
            feature,
            units: purchase.units,
            limit: purchase.quota.limit,
            date: formatDateTime(purchase.period_end),
          })}
        />
      );
    case 'declined':
    case 'expired':
      return (
        <Alert
          {...common}
          type="warning"
          data-state={purchase.status}
          title={t(`extraQuota.shopify.${purchase.status}`, { feature })}
        />
      );
    default:
      return returned ? (
        <Alert
          {...common}
          type="info"
          data-state="confirming"
          title={t('extraQuota.shopify.confirming', { feature })}
        />
      ) : (
        <Alert
          {...common}
          type="info"
          data-state="pending"
          title={t('extraQuota.shopify.pending', { feature, units: purchase.units })}
          action={
            purchase.confirmation_url ? (
              <Button
                size="small"
                onClick={() => openProviderPage(purchase.confirmation_url!)}
                data-testid="shopify-purchase-continue"
              >
                {t('extraQuota.continueToShopify')}
              </Button>
            ) : undefined
          }
        />
      );
  }
}
