import {
  ORDER_EXTRA_COLUMNS,
  ORDER_FIXED_COLUMNS,
  ORDER_TABLE_COLUMNS,
  type OrderColumn,
  type OrderColumnList,
  type OrderTableKey,
} from '@omni/shared/contracts/orders';

/** Every column a table offers in the chooser: its own (spec 002 §2), then the extras. */
export function offeredColumns(table: OrderTableKey): OrderColumn[] {
  return [...ORDER_TABLE_COLUMNS[table], ...ORDER_EXTRA_COLUMNS];
}

export const isFixedColumn = (column: string) =>
  (ORDER_FIXED_COLUMNS as readonly string[]).includes(column);

/**
 * The columns a table shows: the workplace's choice (or the spec's columns when it made none),
 * always in the table's own order, never without the order id and the actions, and ignoring
 * names this table does not have (a choice saved for an older column set).
 */
export function visibleColumns(
  table: OrderTableKey,
  saved: OrderColumnList | undefined,
): OrderColumn[] {
  const chosen: readonly string[] = saved?.columns[table] ?? ORDER_TABLE_COLUMNS[table];
  return offeredColumns(table).filter((column) => isFixedColumn(column) || chosen.includes(column));
}

/** The saved choice with one table's columns replaced. */
export function withTableColumns(
  saved: OrderColumnList | undefined,
  table: OrderTableKey,
  columns: readonly OrderColumn[],
): OrderColumnList {
  return { columns: { ...saved?.columns, [table]: [...columns] } };
}

/** Column widths of the list's grid; the long texts (items, events, notes) take the rest. */
const WIDTH: Record<OrderColumn, string> = {
  order_id: '150px',
  order_info: '190px',
  items: 'minmax(220px, 2fr)',
  selling_price: '120px',
  product_cost: '120px',
  shipping_cost: '120px',
  shipping_time: '110px',
  action: '180px',
  source_no: '170px',
  status: '150px',
  total_cost: '120px',
  payment_platform: '140px',
  tracking_no: '170px',
  carrier: '120px',
  delivery_date: '130px',
  latest_event: 'minmax(200px, 2fr)',
  channel: '120px',
  note: 'minmax(150px, 1fr)',
  source: '130px',
  refund_amount: '120px',
  last_updated: '140px',
  updated_at: '140px',
};

const SELECT_WIDTH = 48;

/**
 * The CSS grid of a row (the selection checkbox, then the visible columns) and the width under
 * which the list scrolls sideways instead of squeezing the columns.
 */
export function gridOf(columns: readonly OrderColumn[]) {
  const widths = columns.map((column) => WIDTH[column]);
  const minWidth = widths.reduce(
    (sum, width) => sum + Number(/(\d+)px/.exec(width)![1]),
    SELECT_WIDTH,
  );
  return { template: [`${SELECT_WIDTH}px`, ...widths].join(' '), minWidth };
}
