import { isFiltered, type ImportListFilters } from './import-list-filters';
import type { Selection } from './selection';

/** What a bulk call acts on: every import of the workplace, or these ids. */
export type BulkTarget = { all: true } | { all: false; ids: string[] };

/**
 * The bulk target of a selection. "All" goes to the API as `all: true` only when no filter
 * narrows the list (the API's `all` means every import of the workplace); under filters "all"
 * is the loaded rows, which the page then selects by id.
 */
export function bulkTarget(
  selection: Selection,
  filters: ImportListFilters,
  loadedIds: readonly string[],
): BulkTarget {
  if (selection.all)
    return isFiltered(filters) ? { all: false, ids: [...loadedIds] } : { all: true };
  return { all: false, ids: loadedIds.filter((id) => selection.ids.has(id)) };
}
