import type { OrderListRow } from '@omni/shared/contracts/orders';
import { formatShippingTime } from '@omni/shared/format';

/**
 * A line's delivery time as stored ("7-12", or "7-12d" as some suppliers write it) in spec 002 §5's
 * display form: 'n-m' (the UI adds the unit), '-' when empty, 0 or beyond the 99-day limit.
 */
export function shippingTimeRange(raw: string | null): string {
  if (!raw) return '-';
  const match = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*d?\s*$/i.exec(raw);
  if (!match) return '-';
  return formatShippingTime(match[1], match[2] ?? null);
}

/** The sources an order was placed with, each once, in placement order. */
export const placementSources = (placements: OrderListRow['placements']): string[] => [
  ...new Set(placements.map((p) => p.source)),
];

/** What the row's main button does in its tab (spec 002 §4: place new orders, pay placed ones). */
export type RowAction = 'place' | 'pay' | 'view';

type ActionFields = Pick<OrderListRow, 'section' | 'sub_status' | 'archived'>;

export function rowAction(row: ActionFields): RowAction {
  if (row.archived) return 'view';
  if (row.section === 'placement') return 'place';
  if (row.section === 'payment' && row.sub_status === 'waiting_payment') return 'pay';
  return 'view';
}

/** Order ids the bulk action can act on: those whose row action it is. */
export const idsFor = (rows: ReadonlyArray<ActionFields & { id: string }>, action: RowAction) =>
  rows.filter((row) => rowAction(row) === action).map((row) => row.id);
