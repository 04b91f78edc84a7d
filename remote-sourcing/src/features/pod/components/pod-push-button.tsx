import { SendOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { POD_SOURCE, type PodBlankDetail } from '@omni/shared/contracts';
import { toMinorUnits } from '@omni/shared/money';
import { PushButton, type PushProduct } from '@omni/shared/push-ui';
import { usePodDesign } from '../api/pod-design';

/**
 * Pushes the blank with the workplace's saved design straight from the pod catalogue (001 §3: a
 * pod push, the server imports the blank first). Until a design is saved there is nothing to
 * print: the button is disabled and says so. What is pushed is the saved design, so a placement
 * moved since is saved first with Save design.
 */
export function PodPushButton({ blank, shipTo }: { blank: PodBlankDetail; shipTo: string }) {
  const { t } = useTranslation(['sourcing', 'push']);
  const hint = useId();
  const design = usePodDesign(blank.id);
  if (!design.data)
    return (
      <Flex vertical gap={4} align="flex-start">
        <Button
          icon={<SendOutlined aria-hidden />}
          disabled
          aria-describedby={hint}
          data-testid="pod-push"
        >
          {t('push:button')}
        </Button>
        <Typography.Text type="secondary" id={hint} data-testid="pod-push-needs-design">
          {t('pod.pushNeedsDesign')}
        </Typography.Text>
      </Flex>
    );
  const price = toMinorUnits(blank.base_price, 'USD') ?? 0;
  const product: PushProduct = {
    id: `${POD_SOURCE}:${blank.id}`,
    title: blank.title,
    image: blank.image,
    currency: 'USD',
    price_from: price,
    price_to: price,
    variant_count: Math.max(1, blank.colours.length * blank.sizes.length),
    pushedStoreIds: [],
    supplier: {
      source: POD_SOURCE,
      product_id: blank.id,
      ship_to: shipTo,
      design_info: design.data.design_info,
    },
  };
  return <PushButton products={[product]} data-testid="pod-push" />;
}
