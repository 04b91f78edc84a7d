import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlacementResult } from '@omni/shared/contracts/orders';
import { useOmniFulfillment, useRequestOmniFulfillment } from '../api/omni-fulfillment';

/**
 * "Request fulfilment": sends the orders to the own service (ADR 037). Shown only once the
 * service is confirmed; the caller opens the progress panel on the queued entries.
 */
export function OmniRequestButton({
  orderIds,
  onRequested,
}: {
  orderIds: readonly string[];
  onRequested: (result: PlacementResult) => void;
}) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const state = useOmniFulfillment();
  const request = useRequestOmniFulfillment();
  if (!state.data?.enabled || orderIds.length === 0) return null;
  return (
    <Button
      loading={request.isPending}
      onClick={() =>
        request.mutate([...orderIds], {
          onSuccess: (result) => {
            onRequested(result);
            for (const failed of result.failed)
              void message.warning(t(`placement.errors.${failed.error_key}`));
          },
        })
      }
      data-testid="omni-request"
    >
      {t('omniFulfillment.request')}
    </Button>
  );
}
