// @omni/shared/format — display and validation rules of spec 000 §5 and §9.
export { isEmpty } from './is-empty';
export { SHIPPING_TIME_LIMIT_DAYS, formatShippingTime } from './shipping-time';
export { relativeTime } from './relative-time';
export { formatDateTime } from './date-time';
export { slugify } from './slugify';
export { normalizeUrl } from './normalize-url';
export { isValidEmail } from './email';
export { isValidUrl } from './url';
export { abbreviateNumber, chartNumberLabel, roundNumber } from './numbers';
export { isTimeInRange, localHourToUtc, minutesOfDay, utcHourToLocal } from './time-of-day';
export { randomId } from './random-id';
export { DEFAULT_IMAGE_LIMIT_MB, isImageSizeAllowed } from './image-size';
export {
  DEFAULT_SHIP_TO,
  SHIP_TO_COUNTRY_CODES,
  countryName,
  displayCountryCode,
  matchesCountry,
  resolveShipTo,
  shipToCountries,
  toIsoCountryCode,
  type ShipToCountry,
} from './ship-to-countries';
