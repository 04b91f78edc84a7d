import type { LineItem } from './model';

/** The one tax rate the stand-in charges, by the id its order tax line and line taxes share. */
export const STANDARD_RATE_ID = 1;

const text = (cents: number) => (cents / 100).toFixed(2);

/**
 * A fixed-cart coupon and a tax rate, applied as WooCommerce applies them: the coupon comes off
 * the lines in proportion to their subtotals (the last line takes the rounding), each line is
 * taxed on what is left, and the order's cart_tax is the sum. Fills in the lines' totals and
 * taxes; the order's figures come back in cents and as text.
 */
export function applyCharges(
  lines: LineItem[],
  coupon: { code: string; amount: string } | undefined,
  taxRatePercent: number | undefined,
): { discount: string; tax: string; totalCents: number } {
  const subtotals = lines.map((line) => Math.round(Number(line.subtotal) * 100));
  const subtotal = subtotals.reduce((sum, cents) => sum + cents, 0);
  const discount = Math.min(coupon ? Math.round(Number(coupon.amount) * 100) : 0, subtotal);
  let left = discount;
  let tax = 0;
  lines.forEach((line, index) => {
    const share =
      index === lines.length - 1
        ? left
        : subtotal === 0
          ? 0
          : Math.round((discount * subtotals[index]!) / subtotal);
    left -= share;
    const total = subtotals[index]! - share;
    const lineTax = Math.round((total * (taxRatePercent ?? 0)) / 100);
    const subtotalTax = Math.round((subtotals[index]! * (taxRatePercent ?? 0)) / 100);
    tax += lineTax;
    line.total = text(total);
    line.total_tax = text(lineTax);
    line.subtotal_tax = text(subtotalTax);
    line.taxes =
      taxRatePercent === undefined
        ? []
        : [{ id: STANDARD_RATE_ID, total: text(lineTax), subtotal: text(subtotalTax) }];
  });
  return { discount: text(discount), tax: text(tax), totalCents: subtotal - discount + tax };
}
