import { convertPrice, formatPrice } from '@omni/shared/money';
import type { MoneyDisplay } from '@omni/shared/money';

/**
 * A logistics amount (in the option's own currency) in the display currency: FREE at 0 is the
 * caller's; without a rate for either currency it stays in its own.
 */
export function logisticsAmount(amount: number, currency: string, money: MoneyDisplay): string {
  const converted = convertPrice(amount, currency, money.currency, money.rates);
  return converted === null
    ? formatPrice(amount, currency, { locale: money.locale })
    : formatPrice(converted, money.currency, { locale: money.locale });
}
