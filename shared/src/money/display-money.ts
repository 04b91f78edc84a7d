import { convertPrice } from './convert-price';
import { formatPrice, formatPriceRange } from './format-price';
import { fromMinorUnits } from './minor-units';
import type { ExchangeRatesInput } from './convert-price';

/** Where prices are shown: the workplace's display currency and the USD rate table. */
export interface MoneyDisplay {
  currency: string;
  rates: ExchangeRatesInput;
  /** UI language, for the number's grouping and decimal mark. */
  locale: string;
}

/** A minor-unit amount in major units of the display currency; null without a rate. */
export function minorInDisplayCurrency(
  amount: number,
  currency: string,
  money: MoneyDisplay,
): number | null {
  return convertPrice(fromMinorUnits(amount, currency), currency, money.currency, money.rates);
}

/**
 * An amount in major units (12.5) of its currency, shown in the display currency; in its own
 * currency while a rate is missing.
 */
export function displayAmount(amount: number, currency: string, money: MoneyDisplay): string {
  const converted = convertPrice(amount, currency, money.currency, money.rates);
  const options = { locale: money.locale };
  return converted === null
    ? formatPrice(amount, currency, options)
    : formatPrice(converted, money.currency, options);
}

/**
 * A minor-unit amount shown in the display currency; in its own currency while a rate is
 * missing, rather than a wrong number.
 */
export const displayMinor = (amount: number, currency: string, money: MoneyDisplay) =>
  displayAmount(fromMinorUnits(amount, currency), currency, money);

/** A minor-unit range in the display currency: one price when both ends are equal. */
export function displayMinorRange(
  from: number,
  to: number,
  currency: string,
  money: MoneyDisplay,
): string {
  const low = minorInDisplayCurrency(from, currency, money);
  const high = minorInDisplayCurrency(to, currency, money);
  const options = { locale: money.locale };
  if (low === null || high === null) {
    const [a, b] = [fromMinorUnits(from, currency), fromMinorUnits(to, currency)];
    return formatPriceRange(a, b, currency, options);
  }
  return formatPriceRange(low, high, money.currency, options);
}
