import { CURRENCY_CATALOGUE, type CurrencyEntry } from './currency-catalogue';

/** The default currency (spec 000 §3, §9). */
export const DEFAULT_CURRENCY = 'USD';

/** For a currency many countries share, the country whose entry speaks for it. */
const PRIMARY_COUNTRY: Record<string, string> = {
  USD: 'US',
  EUR: 'DE',
  GBP: 'GB',
  AUD: 'AU',
  NZD: 'NZ',
  CHF: 'CH',
  NOK: 'NO',
  DKK: 'DK',
  XCD: 'AG',
  XOF: 'SN',
  XAF: 'CM',
  XPF: 'PF',
  MAD: 'MA',
  ILS: 'IL',
  XCG: 'CW',
};

const BY_COUNTRY = new Map(CURRENCY_CATALOGUE.map((entry) => [entry.countryCode, entry]));
const BY_CURRENCY = new Map<string, CurrencyEntry>();
for (const entry of CURRENCY_CATALOGUE) {
  const primary = PRIMARY_COUNTRY[entry.currencyType];
  if (!BY_CURRENCY.has(entry.currencyType) || primary === entry.countryCode)
    BY_CURRENCY.set(entry.currencyType, entry);
}

/** The catalogue entry of a currency (ISO code, any case); undefined when unknown. */
export function currencyEntry(currencyCode: string | null | undefined): CurrencyEntry | undefined {
  return currencyCode ? BY_CURRENCY.get(currencyCode.trim().toUpperCase()) : undefined;
}

/** The catalogue entry of a country (ISO 3166-1 alpha-2, any case; UK is accepted for GB). */
export function currencyEntryForCountry(
  countryCode: string | null | undefined,
): CurrencyEntry | undefined {
  if (!countryCode) return undefined;
  const code = countryCode.trim().toUpperCase();
  return BY_COUNTRY.get(code === 'UK' ? 'GB' : code);
}

export interface CurrencyOption {
  currencyName: string;
  currencySymbol: string;
  currencyType: string;
}

/** One option per currency for currency pickers, USD first then by name. */
export const CURRENCY_OPTIONS: readonly CurrencyOption[] = [...BY_CURRENCY.values()]
  .map(({ currencyName, currencySymbol, currencyType }) => ({
    currencyName,
    currencySymbol,
    currencyType,
  }))
  .sort((a, b) =>
    a.currencyType === DEFAULT_CURRENCY
      ? -1
      : b.currencyType === DEFAULT_CURRENCY
        ? 1
        : a.currencyName.localeCompare(b.currencyName),
  );
