import { currencyDecimals, toMinorUnits } from '@omni/shared/money';

export type RefundAmountCheck =
  { ok: true; minor: number } | { ok: false; error: 'invalid' | 'tooHigh' };

/**
 * The amount typed, in minor units of `currency`, if it is a positive amount with no more
 * decimals than the currency has and at most `maxMinor` (what is left of the payment); exact, no
 * float on the way.
 */
export function checkRefundAmount(
  text: string,
  currency: string,
  maxMinor: number,
): RefundAmountCheck {
  const decimals = currencyDecimals(currency);
  const value = text.trim().replace(',', '.');
  const pattern = decimals === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`);
  if (!pattern.test(value)) return { ok: false, error: 'invalid' };
  const minor = toMinorUnits(value, currency);
  if (minor === null || minor <= 0) return { ok: false, error: 'invalid' };
  if (minor > maxMinor) return { ok: false, error: 'tooHigh' };
  return { ok: true, minor };
}
