import type { TFunction } from 'i18next';
import { ORDER_LOG_ACTIONS, type OrderLogEntry } from '@omni/shared/contracts/orders';
import { formatPrice } from '@omni/shared/money';
import { formatMinor } from '../../../common/minor-money';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const texts = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const isKnownAction = (action: string) => (ORDER_LOG_ACTIONS as readonly string[]).includes(action);

/**
 * What a history entry says, in the merchant's language: its title and the lines under it
 * (supplier order numbers, the supplier's refusal). Data the API did not send is left out, never
 * guessed; an action this build does not know reads as "Order updated".
 */
export function logEntryText(
  entry: OrderLogEntry,
  t: TFunction,
): { title: string; lines: string[] } {
  if (!isKnownAction(entry.action)) return { title: t('orderDetail.log.actions.other'), lines: [] };
  const { data } = entry;
  const source = (key: unknown) => t(`placement.sources.${text(key)}`, { defaultValue: text(key) });
  const amount =
    typeof data.amount === 'number' && typeof data.currency === 'string'
      ? formatMinor({ amount: data.amount, currency: data.currency })
      : '';
  const title = t(`orderDetail.log.actions.${entry.action}`, {
    source: source(data.source),
    number: text(data.order_no),
    amount,
    method: t(`payment.methods.${text(data.method)}`, { defaultValue: text(data.method) }),
    item: text(data.title),
    tracking: text(data.tracking_number),
    store: t(`orderList.channels.${text(data.platform)}`, { defaultValue: text(data.platform) }),
    status: t(`orderCenter.subStatuses.shipment.${text(data.status)}`, {
      defaultValue: text(data.status),
    }),
  });
  const lines: string[] = [];
  const numbers = texts(data.order_numbers);
  if (numbers.length > 0)
    lines.push(t('orderDetail.log.orderNumbers', { numbers: numbers.join(', ') }));
  // shipping_changed: each line's new method and its fee in the suppliers' currency
  if (Array.isArray(data.lines) && typeof data.currency === 'string')
    for (const line of data.lines as unknown[]) {
      const { title, service_name, fee } = (line ?? {}) as Record<string, unknown>;
      if (typeof title !== 'string' || typeof service_name !== 'string' || typeof fee !== 'string')
        continue;
      lines.push(
        t('orderDetail.log.shippingLine', {
          title,
          method: service_name,
          fee: formatPrice(fee, data.currency),
        }),
      );
    }
  if (entry.action === 'tracking_number_rejected')
    lines.push(t('orderDetail.log.trackingRejectedHint'));
  // parcel_withdrawn: the order let go of the parcel (no other source order still reports it)
  if (entry.action === 'parcel_withdrawn' && data.released === true)
    lines.push(t('orderDetail.log.parcelReleasedHint'));
  // tracking_refused_by_store: why the store did not take the number, and what to do (ADR 045)
  if (entry.action === 'tracking_refused_by_store') {
    const reason = text(data.reason);
    const why = reason ? t(`orderDetail.log.storeRefusals.${reason}`, { defaultValue: '' }) : '';
    if (why) lines.push(why);
  }
  // refund_requested: why the merchant asked (spec 002 §5)
  if (entry.action === 'refund_requested' && text(data.reason))
    lines.push(t(`refund.reasons.${text(data.reason)}`, { defaultValue: text(data.reason) }));
  const errorKey = text(data.error_key);
  if (errorKey) lines.push(t(`placement.errors.${errorKey}`, { defaultValue: errorKey }));
  // error_repeated_order: the reference the supplier may have the order under
  const reference = text(data.reference);
  if (reference) lines.push(t('placement.referenceSent', { reference }));
  return { title, lines };
}
