import { formatPrice, fromMinorUnits, minorToDecimalString } from '@omni/shared/money';

/**
 * An amount in Stripe's smallest currency unit, as a hosted page shows it: through the app's own
 * formatting, so a zero-decimal currency (JPY 500 is ¥500) is not divided by 100.
 */
export function money(amount: number, currency: string): string {
  return (
    formatPrice(fromMinorUnits(amount, currency), currency) ||
    `${minorToDecimalString(amount, currency)} ${currency.toUpperCase()}`
  );
}
