import { DashboardOutlined } from '@ant-design/icons';
import { Button, Flex, Popover, Progress, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@omni/shared/navigation';
import { EXTRA_QUOTA_ANCHOR, FEATURE_KEYS, isUnlimited, usagePercent } from '@omni/shared/plans';
import { useQuotaUsage } from '../account/use-quota-usage';

/**
 * "Your Usage": the current plan with a Change Plan link (hidden for the free marketing plan) and
 * Buy more beside it (the billing page's extra quota), then a bar per feature of the plan (capped
 * at 100 %, spec 000 §9). Features the plan does not include (limit 0) are left out.
 */
export function UsagePopover({
  planName,
  showChangePlan,
}: {
  planName: string;
  showChangePlan: boolean;
}) {
  const { t } = useTranslation('host');
  const [open, setOpen] = useState(false);
  const usage = useQuotaUsage(open);
  const features = FEATURE_KEYS.flatMap((key) => {
    const quota = usage.data?.features[key];
    return quota && quota.limit !== 0 ? [{ key, ...quota }] : [];
  });
  const content = (
    <div className="omni-usage" data-testid="usage-popover" style={{ width: 280 }}>
      <Typography.Text type="secondary">{t('usage.currentPlan')}</Typography.Text>
      <Typography.Title level={5} style={{ marginTop: 4 }} data-testid="usage-plan">
        {planName}
      </Typography.Title>
      {/* above the usage, so the links do not move under the pointer when the usage arrives */}
      {showChangePlan && (
        <Flex gap="middle" wrap style={{ marginBottom: 8 }}>
          <Link
            to={paths.changePlan()}
            data-testid="usage-change-plan"
            onClick={() => setOpen(false)}
          >
            {t('usage.changePlan')}
          </Link>
          {/* extra units for this period, from the wallet or through Shopify (billing page, ADR 027, 036) */}
          <Link
            to={`${paths.billing()}#${EXTRA_QUOTA_ANCHOR}`}
            data-testid="usage-buy-more"
            onClick={() => setOpen(false)}
          >
            {t('usage.buyMore')}
          </Link>
        </Flex>
      )}
      {usage.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : usage.isError ? (
        <Typography.Text type="danger">{t('usage.loadError')}</Typography.Text>
      ) : (
        <Flex vertical gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {features.map((feature) => (
            <li key={feature.key} data-testid={`usage-${feature.key}`}>
              <Flex justify="space-between" gap="small">
                <Typography.Text>{t(`usage.features.${feature.key}`)}</Typography.Text>
                <Typography.Text strong data-testid={`usage-${feature.key}-count`}>
                  {isUnlimited(feature.limit)
                    ? t('usage.unlimitedCount', { usage: feature.usage })
                    : t('usage.count', { usage: feature.usage, limit: feature.limit })}
                </Typography.Text>
              </Flex>
              {!isUnlimited(feature.limit) && (
                <Progress
                  percent={usagePercent(feature)}
                  showInfo={false}
                  size="small"
                  status={feature.isOutQuota ? 'exception' : 'normal'}
                  aria-label={t(`usage.features.${feature.key}`)}
                />
              )}
            </li>
          ))}
        </Flex>
      )}
    </div>
  );
  return (
    <Popover
      content={content}
      title={t('usage.title')}
      trigger="click"
      placement="bottom"
      open={open}
      onOpenChange={setOpen}
    >
      <Button type="text" icon={<DashboardOutlined aria-hidden />} data-testid="usage-button">
        {t('usage.title')}
      </Button>
    </Popover>
  );
}
