import { isEmpty } from '../format/is-empty';
import { DEFAULT_CURRENCY } from './currency-lookup';

/** USD → currency rates keyed 'USD' + code, e.g. { USDEUR: 0.92 } (spec 000 §3). */
export type ExchangeRateTable = Readonly<Record<string, number>>;
/** The table itself, or the exchange-rates answer of the API that carries it. */
export type ExchangeRatesInput = ExchangeRateTable | { readonly rates: ExchangeRateTable };

function tableOf(input: ExchangeRatesInput): ExchangeRateTable {
  const nested = (input as { rates?: unknown }).rates;
  return nested && typeof nested === 'object'
    ? (nested as ExchangeRateTable)
    : (input as ExchangeRateTable);
}

function usdRate(code: string, rates: ExchangeRateTable): number | null {
  if (code === DEFAULT_CURRENCY) return 1;
  const rate = rates[`${DEFAULT_CURRENCY}${code}`];
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? rate : null;
}

/** How many `to` one `from` is worth; other pairs than USD ones go through USD. Null when a rate is missing. */
export function exchangeRate(from: string, to: string, input: ExchangeRatesInput): number | null {
  const rates = tableOf(input);
  const source = from.trim().toUpperCase();
  const target = to.trim().toUpperCase();
  if (source === target) return 1;
  const sourceRate = usdRate(source, rates);
  const targetRate = usdRate(target, rates);
  return sourceRate === null || targetRate === null ? null : targetRate / sourceRate;
}

/**
 * An amount converted between currencies with the USD rate table (cross rate via USD for other
 * pairs). Null for an empty amount or a missing rate; unrounded (formatting rounds).
 */
export function convertPrice(
  amount: unknown,
  from: string,
  to: string,
  rates: ExchangeRatesInput,
): number | null {
  if (isEmpty(amount)) return null;
  const value = Number(amount);
  if (!Number.isFinite(value)) return null;
  const rate = exchangeRate(from, to, rates);
  return rate === null ? null : value * rate;
}
