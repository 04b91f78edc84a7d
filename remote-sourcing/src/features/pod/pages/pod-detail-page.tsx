import { Alert, Descriptions, Flex, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ShipToPicker } from '../../ship-to/components/ship-to-picker';
import { resolveShipTo } from '@omni/shared/format';
import { PushProgressPanel } from '@omni/shared/push-ui';
import { usePodProduct } from '../api/get-pod-product';
import { DesignEditor } from '../components/design-editor';
import { PodPushButton } from '../components/pod-push-button';

/**
 * /app/pod-product/detail/{productId}/{shipTo}: a blank, its shipping, the design editor and the
 * push of the blank with its saved design.
 */
export default function PodDetailPage() {
  const { t, i18n } = useTranslation('sourcing');
  const navigate = useNavigate();
  const params = useParams();
  const productId = params.productId ?? '';
  const shipTo = resolveShipTo(params.shipTo);
  const query = usePodProduct(productId, shipTo);
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' });
  if (query.isPending) return <Skeleton active />;
  if (query.isError || !query.data)
    return <Alert type="error" showIcon title={t('pod.notFound')} data-testid="pod-not-found" />;
  const blank = query.data;
  return (
    <Flex vertical gap="middle" data-testid="pod-detail">
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Title level={2} style={{ margin: 0 }}>
          {blank.title}
        </Typography.Title>
        <Flex gap="small" wrap align="flex-start">
          <ShipToPicker
            value={shipTo}
            onChange={(code) =>
              navigate(`/app/pod-product/detail/${productId}/${code}`, { replace: true })
            }
          />
          <PodPushButton blank={blank} shipTo={shipTo} />
        </Flex>
      </Flex>
      <Typography.Paragraph>{blank.description}</Typography.Paragraph>
      <Descriptions size="small" column={{ xs: 1, md: 3 }} bordered>
        <Descriptions.Item label={t('pod.price')}>
          {money.format(blank.base_price)}
        </Descriptions.Item>
        <Descriptions.Item label={t('pod.shipping')}>
          <span data-testid="pod-shipping">
            {blank.shipping_cost === null
              ? t('pod.noShipping')
              : blank.shipping_cost === 0
                ? t('pod.free')
                : money.format(blank.shipping_cost)}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('pod.sizes')}>{blank.sizes.join(', ')}</Descriptions.Item>
        <Descriptions.Item label={t('pod.colours')}>
          {blank.colours.map((colour) => (
            <Tag key={colour}>{colour}</Tag>
          ))}
        </Descriptions.Item>
      </Descriptions>
      <DesignEditor blank={blank} />
      <PushProgressPanel />
    </Flex>
  );
}
