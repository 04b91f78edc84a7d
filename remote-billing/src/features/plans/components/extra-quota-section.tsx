import { Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { formatDateTime } from '@omni/shared/format';
import { EXTRA_QUOTA_ANCHOR } from '@omni/shared/plans';
import { detectEmbedded } from '@omni/shared/session';
import { LoadErrorAlert } from '@omni/shared/ui';
import { useQuotaUsage } from '../api/buy-quota';
import { useCurrentPlan } from '../api/get-current-plan';
import { quotaOffers, type QuotaOffer } from '../utils/quota-offers';
import { billedByShopify } from '../utils/shopify-purchase-notice';
import { BuyQuotaDialog } from './buy-quota-dialog';
import { PackSize } from './pack-size';
import { ShopifyPurchaseNotice } from './shopify-purchase-notice';

/**
 * Settings › Billing plan › "Need more this period?": packs of extra units of each counted
 * feature of the plan (charge-extra) and the Ready2Sale add-on (charge-ready2sale), paid from the
 * wallet — or billed by Shopify for merchants from the Shopify admin (ADR 036) — and valid until
 * the period ends (ADR 027).
 */
export function ExtraQuotaSection() {
  const { t } = useTranslation('billing');
  const usage = useQuotaUsage();
  const plan = useCurrentPlan();
  const shopify = billedByShopify(detectEmbedded(), plan.data?.subscription);
  const [buying, setBuying] = useState<QuotaOffer | null>(null);
  const offers = usage.data ? quotaOffers(usage.data) : [];
  // the usage popover's Buy more links here (#extra-quota): bring the offers into view
  const { hash } = useLocation();
  const card = useRef<HTMLDivElement>(null);
  const loaded = usage.isSuccess;
  useEffect(() => {
    if (loaded && hash === `#${EXTRA_QUOTA_ANCHOR}`)
      card.current?.scrollIntoView?.({ block: 'start' });
  }, [hash, loaded]);
  return (
    <Card
      ref={card}
      id={EXTRA_QUOTA_ANCHOR}
      size="small"
      title={<span id="extra-quota-title">{t('extraQuota.title')}</span>}
      data-testid="extra-quota"
    >
      {usage.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : usage.isError ? (
        <LoadErrorAlert title={t('extraQuota.loadError')} onRetry={() => void usage.refetch()} />
      ) : (
        <Flex vertical gap="small">
          <ShopifyPurchaseNotice />
          <Typography.Text type="secondary">
            {t(shopify ? 'extraQuota.subtitleShopify' : 'extraQuota.subtitle', {
              date: formatDateTime(usage.data.period_end),
            })}
          </Typography.Text>
          <Flex
            vertical
            gap="small"
            component="ul"
            aria-labelledby="extra-quota-title"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {offers.map((offer) => {
              const feature = t(`features.${offer.feature}`);
              return (
                <Flex
                  key={offer.feature}
                  component="li"
                  justify="space-between"
                  align="center"
                  gap="middle"
                  wrap
                  data-testid={`extra-quota-${offer.feature}`}
                >
                  <Flex vertical>
                    <Typography.Text strong>{feature}</Typography.Text>
                    <Typography.Text
                      type="secondary"
                      data-testid={`extra-quota-${offer.feature}-quota`}
                    >
                      {offer.quota ? t('extraQuota.used', offer.quota) : t('extraQuota.addOn')}
                    </Typography.Text>
                    <PackSize pack={offer.pack} />
                  </Flex>
                  <Button
                    onClick={() => setBuying(offer)}
                    aria-label={t('extraQuota.buyFeature', { feature })}
                    data-testid={`extra-quota-buy-${offer.feature}`}
                  >
                    {t('extraQuota.buy')}
                  </Button>
                </Flex>
              );
            })}
          </Flex>
        </Flex>
      )}
      {buying && usage.data && (
        <BuyQuotaDialog
          offer={buying}
          periodEnd={usage.data.period_end}
          shopify={shopify}
          onClose={() => setBuying(null)}
        />
      )}
    </Card>
  );
}
