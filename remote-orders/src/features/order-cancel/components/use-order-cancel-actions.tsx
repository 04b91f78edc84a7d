import { App } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderListRow } from '@omni/shared/contracts/orders';
import { useUndoCancel } from '../api/cancel-orders';
import { CancelOrdersDialog, type CancelTarget } from './cancel-orders-dialog';

const targetOf = (row: OrderListRow): CancelTarget => ({
  id: row.id,
  name: row.order_name ?? row.platform_order_id,
});

/** Whether a row's cancellation can be taken back: the merchant's own, the store's order open. */
export const canUndoCancel = (row: OrderListRow) =>
  row.section === 'cancelled' && row.sub_status === 'channel' && !row.store_cancelled;

/**
 * The order center's cancel and undo (ADR 049), for a row's menu and the selected rows: `ask`
 * opens the confirmation (its element is `dialog`), `undo` moves an order back to New orders.
 */
export function useOrderCancelActions(onCancelled: () => void): {
  ask: (rows: readonly OrderListRow[]) => void;
  undo: (row: OrderListRow) => void;
  dialog: ReactNode;
} {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const [targets, setTargets] = useState<CancelTarget[] | null>(null);
  const undoCancel = useUndoCancel();
  return {
    ask: (rows) => setTargets(rows.map(targetOf)),
    undo: (row) =>
      undoCancel.mutate([row.id], {
        onSuccess: ({ reverted }) =>
          reverted.length > 0
            ? void message.success(t('cancelOrders.undoDone', { count: reverted.length }))
            : void message.warning(t('cancelOrders.undoRefused')),
        onError: () => void message.error(t('cancelOrders.error')),
      }),
    dialog: targets ? (
      <CancelOrdersDialog
        orders={targets}
        onClose={() => setTargets(null)}
        onCancelled={onCancelled}
      />
    ) : null,
  };
}
