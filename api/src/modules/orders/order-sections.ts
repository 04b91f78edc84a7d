import type { OrderStatusCounts } from '@omni/shared/contracts';
import { ORDER_SECTIONS, type OrderSection } from '@omni/shared/contracts/orders';

/** The sub-statuses of a section without its 'all' tab, which is their sum. */
const countedSubStatuses = (section: OrderSection) =>
  ORDER_SECTIONS[section].filter((sub) => sub !== 'all');

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
    Object.fromEntries(
      countedSubStatuses(section).map((sub) => [sub, get(section, sub)]),
    ) as Record<Exclude<(typeof ORDER_SECTIONS)[S][number], 'all'>, number>;
  return {
    placement: subs('placement'),
    payment: { all: all('payment'), ...subs('payment') },
    shipment: { all: all('shipment'), ...subs('shipment') },
    cancelled: subs('cancelled'),
    refund: { all: all('refund'), ...subs('refund') },
  };
}
