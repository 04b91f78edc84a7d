/** Narrowest card; the grid fits as many columns of at least this width as the row allows. */
export const CARD_MIN_WIDTH = 220;
export const GRID_GAP = 16;
/** A first guess of a row's height before it is measured. */
export const ESTIMATED_ROW_HEIGHT = 470;
/** Rows rendered beyond the viewport on each side (spec 001 §9: overscan 5). */
export const GRID_OVERSCAN = 5;

/** Columns for a container width: at least one, as many cards of CARD_MIN_WIDTH as fit. */
export function columnCount(width: number): number {
  if (!Number.isFinite(width) || width <= 0) return 1;
  return Math.max(1, Math.floor((width + GRID_GAP) / (CARD_MIN_WIDTH + GRID_GAP)));
}

/** The items of each row. */
export function chunkRows<T>(items: readonly T[], columns: number): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += columns) rows.push(items.slice(i, i + columns));
  return rows;
}
