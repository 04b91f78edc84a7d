import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SourceOrder } from '@omni/shared/contracts/orders';
import { RefundDialog } from './refund-dialog';

/** Source orders a refund may be asked for: placed with a supplier and paid. */
const refundable = (sourceOrders: readonly SourceOrder[]) =>
  sourceOrders.some((s) => s.status === 'success' && s.paid);

/**
 * "Request refund" on the order detail (spec 002 §7; ADR 048), shown once a supplier order is
 * placed and paid; the dialog says what each supplier offers. `autoOpen` opens it at once (the
 * order center's row action links here with ?refund=1).
 */
export function RefundAction({
  orderId,
  sourceOrders,
  autoOpen = false,
}: {
  orderId: string;
  sourceOrders: readonly SourceOrder[];
  autoOpen?: boolean;
}) {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState(autoOpen);
  if (!refundable(sourceOrders)) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="refund-request">
        {t('refund.request')}
      </Button>
      {open ? <RefundDialog orderId={orderId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
