/**
 * The summed shipping fee of an order's lines, rounded to 2 decimals (spec 002 §5). Fees are
 * numeric(14,2) strings; they are added as whole cents so no float error creeps in. Null when no
 * line has a fee yet (nothing chosen is not "free").
 */
export function sumShippingFees(
  items: ReadonlyArray<{ shippingFee: string | null }>,
): string | null {
  const fees = items.map((item) => item.shippingFee).filter((fee): fee is string => fee !== null);
  if (fees.length === 0) return null;
  const cents = fees.reduce((sum, fee) => sum + Math.round(Number(fee) * 100), 0);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
