import { IMPORT_SOURCES, type ImportSource } from '@omni/shared/contracts';
import {
  DEFAULT_IMPORT_LIST_SORT,
  IMPORT_LIST_SORTS,
  PUSH_FILTERS,
  type ImportListSort,
  type PushFilter,
} from '@omni/shared/contracts/catalogue';

/** What the import list shows, as kept in the URL so a view can be reloaded and shared. */
export interface ImportListFilters {
  /** Search in titles. */
  q: string;
  source: ImportSource | null;
  shipTo: string | null;
  tag: string | null;
  pushed: PushFilter | null;
  sort: ImportListSort;
}

const PARAMS = {
  q: 'q',
  source: 'source',
  shipTo: 'ship_to',
  tag: 'tag',
  pushed: 'pushed',
  sort: 'sort',
} as const satisfies Record<keyof ImportListFilters, string>;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;

/** Reads the filters from the URL; anything unknown falls back to "all" and the default sort. */
export function readImportListFilters(params: URLSearchParams): ImportListFilters {
  const text = (name: string) => params.get(name)?.trim() || null;
  return {
    q: text(PARAMS.q) ?? '',
    source: oneOf(IMPORT_SOURCES, text(PARAMS.source)),
    shipTo: text(PARAMS.shipTo)?.toUpperCase() ?? null,
    tag: text(PARAMS.tag),
    pushed: oneOf(PUSH_FILTERS, params.get(PARAMS.pushed)),
    sort: oneOf(IMPORT_LIST_SORTS, params.get(PARAMS.sort)) ?? DEFAULT_IMPORT_LIST_SORT,
  };
}

/**
 * Writes a change into the URL's params, keeping any other param; an empty value or the
 * default sort leaves its param out so the plain list has the plain URL.
 */
export function writeImportListFilters(
  current: URLSearchParams,
  change: Partial<ImportListFilters>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(change) as [keyof ImportListFilters, unknown][]) {
    const name = PARAMS[key];
    const empty =
      value === null ||
      value === undefined ||
      String(value).trim() === '' ||
      (key === 'sort' && value === DEFAULT_IMPORT_LIST_SORT);
    if (empty) next.delete(name);
    else next.set(name, String(value).trim());
  }
  return next;
}

/** True when anything narrows the list (the empty state then offers to clear the filters). */
export const isFiltered = (filters: ImportListFilters) =>
  filters.q !== '' ||
  filters.source !== null ||
  filters.shipTo !== null ||
  filters.tag !== null ||
  filters.pushed !== null;
