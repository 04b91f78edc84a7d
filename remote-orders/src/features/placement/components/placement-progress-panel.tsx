import { Button, Card, Empty, Flex, Progress, Spin, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlacementEntries } from '../api/placement-entries';
import { useStopPlacements } from '../api/stop-placements';
import {
  firstWarning,
  isRepeatedOrder,
  placementProgress,
  processingSources,
} from '../utils/placement-entries';
import { PlacementWarning } from './placement-warning';

const STATUS_COLOR = { processing: 'processing', success: 'success', error: 'error' } as const;

/**
 * The placement progress panel (spec 002 §4): each entry processing → success (the supplier's
 * order number) or error (the translated reason), live over realtime; Stop per source; an entry
 * with a warning is scrolled into view.
 */
export function PlacementProgressPanel({
  ids,
  onClose,
}: {
  ids?: readonly string[];
  onClose?: () => void;
}) {
  const { t } = useTranslation('orders');
  const entries = usePlacementEntries();
  const stop = useStopPlacements();
  const shown = (entries.data ?? []).filter((e) => !ids || ids.includes(e.id));
  const progress = placementProgress(shown);
  const warned = firstWarning(shown);
  const warnedRef = useRef<HTMLDivElement>(null);
  const client = useQueryClient();

  // each finished placement moves its order to another tab: the lists and counts are read again
  useEffect(() => {
    if (progress.done > 0)
      void client.invalidateQueries({
        queryKey: ['orders'],
        predicate: (query) => query.queryKey[1] !== 'placement',
      });
  }, [progress.done, client]);

  useEffect(() => {
    if (warned) warnedRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [warned?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- once per warned entry

  return (
    <Card
      title={t('placement.progressTitle')}
      data-testid="placement-progress"
      size="small"
      extra={
        onClose ? (
          <Button size="small" type="text" onClick={onClose} data-testid="placement-progress-close">
            {t('placement.closeProgress')}
          </Button>
        ) : null
      }
    >
      {entries.isPending ? (
        <Spin />
      ) : shown.length === 0 ? (
        <Empty description={t('placement.noEntries')} />
      ) : (
        <Flex vertical gap="small">
          <Progress
            percent={Math.round((progress.done / progress.total) * 100)}
            format={() => t('placement.progress', progress)}
            aria-label={t('placement.progressTitle')}
          />
          <Flex gap="small" wrap>
            {processingSources(shown).map((source) => (
              <Button
                key={source}
                danger
                size="small"
                loading={stop.isPending && stop.variables === source}
                onClick={() => stop.mutate(source)}
              >
                {t('placement.stop', { source: t(`placement.sources.${source}`) })}
              </Button>
            ))}
          </Flex>
          <Flex vertical role="list" aria-label={t('placement.progressTitle')}>
            {shown.map((entry) => (
              <Flex
                key={entry.id}
                vertical
                gap={2}
                role="listitem"
                ref={entry.id === warned?.id ? warnedRef : undefined}
                data-testid="placement-entry"
                data-status={entry.status}
                style={{
                  paddingBlock: 8,
                  borderBottom: '1px solid var(--ant-color-split, #f0f0f0)',
                }}
              >
                <Flex justify="space-between" gap="small" wrap>
                  <Typography.Text strong>{entry.order_name ?? entry.order_id}</Typography.Text>
                  <Flex gap={4}>
                    <Tag>{t(`placement.sources.${entry.source}`)}</Tag>
                    <Tag color={STATUS_COLOR[entry.status]}>
                      {t(`placement.statuses.${entry.status}`)}
                    </Tag>
                  </Flex>
                </Flex>
                {entry.status === 'success' && entry.source_order_numbers.length > 0 ? (
                  <Typography.Text type="secondary" data-testid="source-order-number">
                    {t('placement.sourceOrderNumber', {
                      number: entry.source_order_numbers.join(', '),
                    })}
                  </Typography.Text>
                ) : null}
                {entry.error_key ? (
                  <Typography.Text type="danger" data-testid="placement-error">
                    {t(`placement.errors.${entry.error_key}`, {
                      defaultValue: t('placement.errors.error_checkout_products'),
                    })}
                  </Typography.Text>
                ) : null}
                {isRepeatedOrder(entry.error_key) ? (
                  <Typography.Text type="secondary" copyable={{ text: entry.reference }}>
                    {t('placement.referenceSent', { reference: entry.reference })}
                  </Typography.Text>
                ) : null}
                {entry.warning_key ? <PlacementWarning warningKey={entry.warning_key} /> : null}
              </Flex>
            ))}
          </Flex>
        </Flex>
      )}
    </Card>
  );
}
