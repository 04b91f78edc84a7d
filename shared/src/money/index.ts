// @omni/shared/money — currency catalogue, price formatting and conversion (spec 000 §3, §5).
export {
  CURRENCY_CATALOGUE,
  SYMBOL_AFTER_CURRENCIES,
  ZERO_DECIMAL_CURRENCIES,
  type CurrencyEntry,
} from './currency-catalogue';
export {
  CURRENCY_OPTIONS,
  DEFAULT_CURRENCY,
  currencyEntry,
  currencyEntryForCountry,
  type CurrencyOption,
} from './currency-lookup';
export {
  formatPrice,
  formatPriceRange,
  formattedPriceResult,
  priceDisplay,
  type FormatPriceOptions,
  type FormattedPrice,
} from './format-price';
export {
  convertPrice,
  exchangeRate,
  type ExchangeRateTable,
  type ExchangeRatesInput,
} from './convert-price';
export { displayCurrencyFor } from './display-currency';
export { LOCALE_COUNTRY_REMAP, remapLocaleCountry } from './locale-country';
export {
  convertMinorUnits,
  currencyDecimals,
  fromMinorUnits,
  toMinorUnits,
  minorToDecimalString,
} from './minor-units';
export {
  displayAmount,
  displayMinor,
  displayMinorRange,
  minorInDisplayCurrency,
  type MoneyDisplay,
} from './display-money';
