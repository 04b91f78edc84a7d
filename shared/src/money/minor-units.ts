import { exchangeRate, type ExchangeRatesInput } from './convert-price';
import { ZERO_DECIMAL_CURRENCIES } from './currency-catalogue';

/*
 * Amounts stored and sent as integers in the currency's minor unit (cents; yen for JPY), so
 * arithmetic on prices is exact. Conversion from a supplier's decimal string or number happens
 * once, here.
 */

/** Fraction digits of a currency's minor unit (0 for the zero-decimal currencies, else 2). */
export function currencyDecimals(currency: string): number {
  return ZERO_DECIMAL_CURRENCIES.has(currency.trim().toUpperCase()) ? 0 : 2;
}

/**
 * A decimal amount ('12.30', 12.3) in minor units of `currency`, rounded half up; null when it
 * is not a finite number. Decimal strings are read digit by digit (no float error on '0.29').
 */
export function toMinorUnits(amount: string | number, currency: string): number | null {
  const decimals = currencyDecimals(currency);
  const text =
    typeof amount === 'number' ? (Number.isFinite(amount) ? String(amount) : '') : amount.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) {
    const value = Number(text);
    return Number.isFinite(value) && text !== '' ? Math.round(value * 10 ** decimals) : null;
  }
  const [, sign, whole, fraction = ''] = match;
  const kept = fraction.slice(0, decimals).padEnd(decimals, '0');
  const roundUp = (fraction[decimals] ?? '0') >= '5' ? 1 : 0;
  const minor = Number(whole) * 10 ** decimals + Number(kept || '0') + roundUp;
  return sign === '-' ? -minor : minor;
}

/** Minor units back to a decimal number of major units (for display and formatting only). */
export function fromMinorUnits(minor: number, currency: string): number {
  return minor / 10 ** currencyDecimals(currency);
}

/**
 * Minor units of `from` converted to minor units of `to` with the USD rate table (cross rates via
 * USD), rounded to the nearest unit; null when a rate is missing.
 */
export function convertMinorUnits(
  minor: number,
  from: string,
  to: string,
  rates: ExchangeRatesInput,
): number | null {
  const rate = exchangeRate(from, to, rates);
  if (rate === null) return null;
  const major = fromMinorUnits(minor, from) * rate;
  return Math.round(major * 10 ** currencyDecimals(to));
}

/**
 * Minor units as the decimal string store APIs take ("19.90"; "1200" for yen), built from the
 * integer's digits so no floating-point rounding can creep in.
 */
export function minorToDecimalString(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not an amount in minor units: ${minor}`);
  const decimals = currencyDecimals(currency);
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(decimals + 1, '0');
  if (decimals === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}
