import { isEmpty } from './is-empty';

/** Longest shipping time shown, in days (spec 000 §9); anything longer is not trustworthy. */
export const SHIPPING_TIME_LIMIT_DAYS = 99;

/**
 * A shipping-time range in days as 'n-m' (spec 000 §5): '-' when both values are empty, both 0,
 * or either is over 99. With one value only, that value. The UI adds the translated "days".
 */
export function formatShippingTime(
  min: number | string | null | undefined,
  max: number | string | null | undefined,
): string {
  const low = isEmpty(min) ? null : Number(min);
  const high = isEmpty(max) ? null : Number(max);
  if (low === null && high === null) return '-';
  if ((low ?? 0) === 0 && (high ?? 0) === 0) return '-';
  if ((low ?? 0) > SHIPPING_TIME_LIMIT_DAYS || (high ?? 0) > SHIPPING_TIME_LIMIT_DAYS) return '-';
  if (low === null || Number.isNaN(low)) return String(high);
  if (high === null || Number.isNaN(high)) return String(low);
  return `${low}-${high}`;
}
