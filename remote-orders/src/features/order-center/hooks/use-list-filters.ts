import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  ORDER_CHANNEL_FILTERS,
  ORDER_MARK_FILTERS,
  ORDER_SORT_DIRECTIONS,
  ORDER_SORT_FIELDS,
  ORDER_SOURCE_FILTERS,
  type OrderListQuery,
} from '@omni/shared/contracts/orders';

/** The list's filters of spec 002 §3 (section and sub-status live in useOrderFilters). */
export interface ListFilters {
  keyword: string;
  /** Both unset: the API's default range, the last 7 days. */
  from_date: string | undefined;
  to_date: string | undefined;
  channel: (typeof ORDER_CHANNEL_FILTERS)[number];
  source: (typeof ORDER_SOURCE_FILTERS)[number];
  mark_order: (typeof ORDER_MARK_FILTERS)[number];
  order_by: (typeof ORDER_SORT_FIELDS)[number];
  sort: (typeof ORDER_SORT_DIRECTIONS)[number];
  archived: boolean;
}

const PARAM = {
  keyword: 'q',
  from_date: 'from',
  to_date: 'to',
  channel: 'channel',
  source: 'source',
  mark_order: 'mark',
  order_by: 'order_by',
  sort: 'sort',
  archived: 'archived',
} as const satisfies Record<keyof ListFilters, string>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(values: readonly T[], raw: string | null, fallback: T): T =>
  (values as readonly string[]).includes(raw ?? '') ? (raw as T) : fallback;

/** Reads the filters from the URL; anything unknown takes its default, as the API would. */
export function parseListFilters(params: URLSearchParams): ListFilters {
  const from = params.get(PARAM.from_date);
  const to = params.get(PARAM.to_date);
  const range = from && to && DATE.test(from) && DATE.test(to) && from <= to;
  return {
    keyword: params.get(PARAM.keyword) ?? '',
    from_date: range ? from : undefined,
    to_date: range ? to : undefined,
    channel: oneOf(ORDER_CHANNEL_FILTERS, params.get(PARAM.channel), 'all'),
    source: oneOf(ORDER_SOURCE_FILTERS, params.get(PARAM.source), 'all'),
    mark_order: oneOf(ORDER_MARK_FILTERS, params.get(PARAM.mark_order), 'all'),
    order_by: oneOf(ORDER_SORT_FIELDS, params.get(PARAM.order_by), 'created_at'),
    sort: oneOf(ORDER_SORT_DIRECTIONS, params.get(PARAM.sort), 'desc'),
    archived: params.get(PARAM.archived) === '1',
  };
}

/** The list query: defaults left out so the API applies its own (the 7-day range above all). */
export function listQueryOf(
  filters: ListFilters,
): Omit<OrderListQuery, 'order_status' | 'sub_status'> {
  const keyword = filters.keyword.trim();
  return {
    ...(keyword ? { keyword } : {}),
    ...(filters.from_date && filters.to_date
      ? { from_date: filters.from_date, to_date: filters.to_date }
      : {}),
    ...(filters.channel !== 'all' ? { channel: filters.channel } : {}),
    ...(filters.source !== 'all' ? { source: filters.source } : {}),
    ...(filters.mark_order !== 'all' ? { mark_order: filters.mark_order } : {}),
    order_by: filters.order_by,
    sort: filters.sort,
    ...(filters.archived ? { archived: '1' as const } : {}),
  };
}

export interface ListFiltersControl {
  filters: ListFilters;
  setFilters: (change: Partial<ListFilters>) => void;
}

/** The list filters, kept in the URL so a filtered list survives opening an order and coming back. */
export function useListFilters(): ListFiltersControl {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseListFilters(searchParams), [searchParams]);
  const setFilters = useCallback(
    (change: Partial<ListFilters>) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change) as [keyof ListFilters, unknown][]) {
            const text =
              value === true ? '1' : value === false ? '' : (value as string | undefined);
            if (text) next.set(PARAM[key], text);
            else next.delete(PARAM[key]);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return { filters, setFilters };
}
