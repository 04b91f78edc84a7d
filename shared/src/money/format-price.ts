import { isEmpty } from '../format/is-empty';
import { roundNumber } from '../format/numbers';
import { getCurrentI18n } from '../i18n/current-i18n';
import type { CurrencyEntry } from './currency-catalogue';
import { currencyEntry } from './currency-lookup';

export interface FormatPriceOptions {
  /** Locale of the number (grouping, decimal mark). Default: the UI language, else the currency's. */
  locale?: string;
  /** Append the ISO code: '$12.00 USD'. */
  withCode?: boolean;
  /** Override the catalogue's fraction digits. */
  decimals?: number;
}

function toNumber(value: unknown): number | null {
  if (isEmpty(value)) return null;
  const number = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
  return Number.isFinite(number) ? number : null;
}

function formatNumber(value: number, decimals: number, locale: string): string {
  const options = { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  try {
    return new Intl.NumberFormat(locale, options).format(roundNumber(value, decimals));
  } catch {
    // a language the runtime's Intl does not know: fall back to English grouping
    return new Intl.NumberFormat('en', options).format(roundNumber(value, decimals));
  }
}

function localeFor(entry: CurrencyEntry, options: FormatPriceOptions): string {
  return options.locale ?? getCurrentI18n()?.language ?? entry.language;
}

// Letters touching digits read badly ("CHF12.00"): a symbol ending in a letter gets a space.
const endsWithLetter = (symbol: string) => /\p{L}\.?$/u.test(symbol);

/** Symbol and number in the catalogue's order. */
function place(entry: CurrencyEntry, number: string): string {
  if (!entry.symbolFront) return `${number} ${entry.currencySymbol}`;
  return `${entry.currencySymbol}${endsWithLetter(entry.currencySymbol) ? ' ' : ''}${number}`;
}

/**
 * A price in a currency (spec 000 §5): '' for an empty value other than 0, '' for an unknown
 * currency (code matched in any case); otherwise the number formatted in the user's locale with
 * the currency's decimals (0 or 2) and its symbol before or after as the catalogue says.
 */
export function formatPrice(
  value: unknown,
  currencyCode: string | null | undefined,
  options: FormatPriceOptions = {},
): string {
  const amount = toNumber(value);
  const entry = currencyEntry(currencyCode);
  if (amount === null || !entry) return '';
  const decimals = options.decimals ?? entry.decimal ?? 2;
  const text = place(entry, formatNumber(amount, decimals, localeFor(entry, options)));
  return options.withCode ? `${text} ${entry.currencyType}` : text;
}

/** '--' when the value is empty and not zero (spec 000 §5), else the formatted price. */
export function priceDisplay(
  value: unknown,
  currencyCode: string | null | undefined,
  options?: FormatPriceOptions,
): string {
  if (toNumber(value) === null) return '--';
  return formatPrice(value, currencyCode, options);
}

/** 'A - B' with the catalogue's interval separator; one price when both ends are equal or one is empty. */
export function formatPriceRange(
  min: unknown,
  max: unknown,
  currencyCode: string | null | undefined,
  options?: FormatPriceOptions,
): string {
  const low = formatPrice(min, currencyCode, options);
  const high = formatPrice(max, currencyCode, options);
  if (!low || !high || low === high) return low || high;
  return `${low}${currencyEntry(currencyCode)!.intervalSeparator}${high}`;
}

/** The formatted price result of spec 000 §3: the currency entry plus price, format, formatedAmount. */
export interface FormattedPrice extends CurrencyEntry {
  /** The amount, rounded to the currency's decimals. */
  price: number;
  /** The locale-formatted number, without symbol. */
  format: string;
  /** The symbol followed by the locale-formatted number. */
  formatedAmount: string;
}

/** The formatted price result, or null for an empty value or an unknown currency. */
export function formattedPriceResult(
  value: unknown,
  currencyCode: string | null | undefined,
  options: FormatPriceOptions = {},
): FormattedPrice | null {
  const amount = toNumber(value);
  const entry = currencyEntry(currencyCode);
  if (amount === null || !entry) return null;
  const decimals = options.decimals ?? entry.decimal ?? 2;
  const format = formatNumber(amount, decimals, localeFor(entry, options));
  return {
    ...entry,
    price: roundNumber(amount, decimals),
    format,
    formatedAmount: `${entry.currencySymbol}${format}`,
  };
}
