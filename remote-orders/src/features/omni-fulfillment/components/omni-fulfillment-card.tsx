import { Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlacementProgressPanel } from '../../placement/components/placement-progress-panel';
import { useOmniFulfillment } from '../api/omni-fulfillment';
import { OmniRequestButton } from './omni-request-button';

/**
 * The detail's own-service source (ADR 037): for an order still in New orders, once the service
 * is confirmed, "Request fulfilment" and its progress.
 */
export function OmniFulfillmentCard({ orderId, section }: { orderId: string; section: string }) {
  const { t } = useTranslation('orders');
  const state = useOmniFulfillment();
  const [progressIds, setProgressIds] = useState<string[] | null>(null);
  if (!state.data?.enabled || (section !== 'placement' && !progressIds)) return null;
  return (
    <Card size="small" title={t('omniFulfillment.cardTitle')} data-testid="omni-fulfillment-card">
      <Flex vertical gap="small">
        <Typography.Text type="secondary">{t('omniFulfillment.cardText')}</Typography.Text>
        {section === 'placement' ? (
          <div>
            <OmniRequestButton
              orderIds={[orderId]}
              onRequested={(result) => setProgressIds(result.entries.map((e) => e.id))}
            />
          </div>
        ) : null}
        {progressIds ? (
          <PlacementProgressPanel ids={progressIds} onClose={() => setProgressIds(null)} />
        ) : null}
      </Flex>
    </Card>
  );
}
