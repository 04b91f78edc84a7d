import type { OrderStatusCounts } from '@omni/shared/contracts';

/** Order-center sections and their sub-statuses (spec 002 §2). 'all' is the section total. */
export const ORDER_SECTIONS = {
  placement: ['ready'],
  payment: ['waiting_payment', 'order_placed'],
  shipment: [
    'not_found',
    'info_received',
    'in_transit',
    'available_for_pickup',
    'out_for_delivery',
    'delivered',
    'expired',
    'delivery_failure',
    'exception',
  ],
  cancelled: ['channel', 'source'],
  refund: ['completed', 'pending', 'accepted', 'rejected'],
} as const;

export type OrderSection = keyof typeof ORDER_SECTIONS;

/** Folds (section, sub_status, n) rows into the count tree; sections with an 'all' tab sum it. */
export function buildOrderStatusCounts(
  rows: ReadonlyArray<{ section: string; subStatus: string; n: number }>,
): OrderStatusCounts {
  const get = (section: string, sub: string) =>
    rows
      .filter((r) => r.section === section && r.subStatus === sub)
      .reduce((sum, r) => sum + r.n, 0);
  const all = (section: string) =>
    rows.filter((r) => r.section === section).reduce((sum, r) => sum + r.n, 0);
  const subs = <S extends OrderSection>(section: S) =>
    Object.fromEntries(ORDER_SECTIONS[section].map((sub) => [sub, get(section, sub)])) as Record<
      (typeof ORDER_SECTIONS)[S][number],
      number
    >;
  return {
    placement: subs('placement'),
    payment: { all: all('payment'), ...subs('payment') },
    shipment: { all: all('shipment'), ...subs('shipment') },
    cancelled: subs('cancelled'),
    refund: { all: all('refund'), ...subs('refund') },
  };
}
