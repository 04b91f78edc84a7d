import { currencyEntry, DEFAULT_CURRENCY } from './currency-lookup';

/** The display currency (spec 000 §4): the workplace's currency when it is a known one, else USD. */
export function displayCurrencyFor(
  workplace: { currency?: string | null } | null | undefined,
): string {
  const entry = currencyEntry(workplace?.currency);
  return entry ? entry.currencyType : DEFAULT_CURRENCY;
}
