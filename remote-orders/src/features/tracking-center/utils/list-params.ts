import { SHIPMENT_STATUSES, type ShipmentStatus } from '@omni/shared/contracts/parcel-tracking';
import { TRACKING_CENTER_PAGE_SIZES } from '@omni/shared/contracts/orders';

/** A tracking-center list's state as the address keeps it (a reload or a shared link keeps it). */
export interface ListParams {
  page: number;
  pageSize: number;
  keyword: string;
  status: ShipmentStatus | null;
}

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

/** Reads the list's state from the address; anything malformed falls back to the default. */
export function readListParams(search: URLSearchParams): ListParams {
  const size = positive(search.get('page_size'));
  const status = search.get('status');
  return {
    page: positive(search.get('page')) ?? 1,
    pageSize: TRACKING_CENTER_PAGE_SIZES.find((allowed) => allowed === size) ?? 20,
    keyword: search.get('keyword')?.slice(0, 100) ?? '',
    status: (SHIPMENT_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as ShipmentStatus)
      : null,
  };
}

/** The address of a state: defaults are left out, so the plain page has a plain address. */
export function writeListParams(params: ListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.page > 1) search.set('page', String(params.page));
  if (params.pageSize !== 20) search.set('page_size', String(params.pageSize));
  if (params.keyword.trim()) search.set('keyword', params.keyword.trim());
  if (params.status) search.set('status', params.status);
  return search;
}

/** Whole days from `since` to `now` (never negative): how long an order has waited. */
export function daysWaited(since: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(since)) / 86_400_000));
}
