import {
  abbreviateNumber,
  displayCountryCode,
  formatShippingTime,
  isEmpty,
} from '@omni/shared/format';
import {
  convertPrice,
  DEFAULT_CURRENCY,
  formatPrice,
  formatPriceRange,
  type MoneyDisplay,
} from '@omni/shared/money';

/** Cards show up to 5 images (spec 001 §2, §9). */
export const CARD_IMAGE_LIMIT = 5;
/** Ship countries shown by code on a card before "+N". */
export const CARD_COUNTRY_LIMIT = 3;

/** The card's images: non-empty, each once, at most five, in the supplier's order. */
export function cardImages(images: readonly (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  for (const image of images) {
    if (typeof image === 'string' && image.trim() && !seen.has(image)) seen.add(image);
    if (seen.size === CARD_IMAGE_LIMIT) break;
  }
  return [...seen];
}

/**
 * A USD amount in the display currency. When the rate of the display currency is not known
 * (rates still loading, or missing) the amount stays in USD rather than showing a wrong number.
 */
export function displayPrice(amountUsd: unknown, money: MoneyDisplay): string {
  const converted = convertPrice(amountUsd, DEFAULT_CURRENCY, money.currency, money.rates);
  const options = { locale: money.locale };
  if (converted !== null) return formatPrice(converted, money.currency, options);
  return formatPrice(amountUsd, DEFAULT_CURRENCY, options);
}

/** A USD range in the display currency: one price when both ends are equal. */
export function displayPriceRange(
  range: { min: number; max: number } | null | undefined,
  money: MoneyDisplay,
): string {
  if (!range) return '';
  const min = convertPrice(range.min, DEFAULT_CURRENCY, money.currency, money.rates);
  const max = convertPrice(range.max, DEFAULT_CURRENCY, money.currency, money.rates);
  const options = { locale: money.locale };
  if (min === null || max === null)
    return formatPriceRange(range.min, range.max, DEFAULT_CURRENCY, options);
  return formatPriceRange(min, max, money.currency, options);
}

/** Shipping cost on a card (spec 001 §2): FREE at 0, a dash when empty, else the price. */
export type ShippingCostDisplay =
  { kind: 'free' } | { kind: 'empty' } | { kind: 'amount'; text: string };

export function shippingCostDisplay(
  costUsd: number | null | undefined,
  money: MoneyDisplay,
): ShippingCostDisplay {
  if (isEmpty(costUsd) || !Number.isFinite(Number(costUsd))) return { kind: 'empty' };
  if (Number(costUsd) === 0) return { kind: 'free' };
  return { kind: 'amount', text: displayPrice(costUsd, money) };
}

/**
 * The shipping time as a day range (spec 000 §5): null where the rule shows '-' (both empty,
 * both 0, or over 99 days), else the 'n-m' text the UI puts into its translated "days".
 */
export function shippingTimeRange(
  min: number | null | undefined,
  max: number | null | undefined,
): string | null {
  const text = formatShippingTime(min, max);
  return text === '-' ? null : text;
}

/** Orders of the last 30 days, abbreviated (1.5K); empty when unknown or negative. */
export function latestVolumeText(volume: number | null | undefined): string {
  if (isEmpty(volume) || !Number.isFinite(volume) || volume! < 0) return '';
  return abbreviateNumber(volume!);
}

/**
 * Rating with one decimal (4.7), clamped to 0-5; empty when there is no rating yet, and while
 * nobody has reviewed the product ("4.3 (0 reviews)" rates nothing).
 */
export function ratingText(
  rating: number | null | undefined,
  reviewsCount: number | null | undefined,
  language = 'en',
): string {
  if (!reviewsCount || reviewsCount <= 0) return '';
  if (isEmpty(rating) || !Number.isFinite(rating) || rating! <= 0) return '';
  const value = Math.min(5, rating!);
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}

/** Ship countries by their shown code (GB as UK), each once; the rest counted. */
export function shipCountriesDisplay(
  codes: readonly string[],
  limit = CARD_COUNTRY_LIMIT,
): { shown: string[]; more: number } {
  const unique = [...new Set(codes.map(displayCountryCode).filter(Boolean))];
  return { shown: unique.slice(0, limit), more: Math.max(0, unique.length - limit) };
}
