import { seededRandom } from './generate';

/** A carrier service one stand-in offers, priced by zone and weight. */
export interface ShippingServiceSpec {
  code: string;
  name: string;
  /** USD: first 100 g, then per further 100 g, for zone A; zone B costs `zoneBFactor` times more. */
  first100g: number;
  per100g: number;
  zoneBFactor: number;
  /** Delivery days [min, max] from China to zone A; zone B adds 5–10 days; local warehouse 2–7. */
  days: [number, number];
  tracked: boolean;
  /** Parcels heavier than this are refused. */
  maxWeightGrams: number;
  /** Free shipping once the order value (USD) reaches this. */
  freeAboveUsd?: number;
}

export interface ShippingQuote {
  code: string;
  name: string;
  /** USD, 2 decimals. */
  fee: number;
  minDays: number;
  maxDays: number;
  tracked: boolean;
  shipFrom: string;
}

/** Destinations with quick, cheaper lanes (spec's main markets). */
const ZONE_A = new Set([
  'US',
  'GB',
  'DE',
  'FR',
  'ES',
  'IT',
  'NL',
  'BE',
  'CA',
  'AU',
  'PL',
  'SE',
  'AT',
  'IE',
  'PT',
  'CH',
  'DK',
  'NO',
  'FI',
  'JP',
  'KR',
  'NZ',
]);
/** Nobody in the sandbox ships there: the "cannot be shipped to the country" case. */
export const UNSERVED_COUNTRIES = new Set(['KP', 'IR', 'SY', 'CU', 'AQ']);

/**
 * Quotes for one product to one country. `productIndex` makes some products refuse some
 * services (battery items and the like), deterministically.
 */
export function quoteShipping(
  services: readonly ShippingServiceSpec[],
  input: {
    productIndex: number;
    country: string;
    weightGrams: number;
    quantity: number;
    shipsFrom: string[];
    orderValueUsd: number;
  },
): ShippingQuote[] {
  const country = input.country.toUpperCase();
  if (!/^[A-Z]{2}$/.test(country) || UNSERVED_COUNTRIES.has(country)) return [];
  const random = seededRandom(
    input.productIndex * 31 + country.charCodeAt(0) * 7 + country.charCodeAt(1),
  );
  const weight = input.weightGrams * Math.max(1, input.quantity);
  const local = input.shipsFrom.find((from) => from === country);
  const shipFrom = local ?? input.shipsFrom[0] ?? 'CN';
  const zoneA = ZONE_A.has(country);
  const quotes: ShippingQuote[] = [];
  for (const service of services) {
    if (weight > service.maxWeightGrams) continue;
    // about one product in eight cannot use a given economy service
    if (!service.tracked && random() < 0.125) continue;
    const units = Math.max(0, Math.ceil(weight / 100) - 1);
    let fee = service.first100g + units * service.per100g;
    if (!zoneA) fee *= service.zoneBFactor;
    if (local) fee *= 0.7;
    if (service.freeAboveUsd !== undefined && input.orderValueUsd >= service.freeAboveUsd) fee = 0;
    let [minDays, maxDays] = service.days;
    if (local) [minDays, maxDays] = [2, 7];
    else if (!zoneA) [minDays, maxDays] = [minDays + 5, maxDays + 10];
    quotes.push({
      code: service.code,
      name: service.name,
      fee: Math.round(fee * 100) / 100,
      minDays,
      maxDays,
      tracked: service.tracked,
      shipFrom,
    });
  }
  return quotes.sort((a, b) => a.fee - b.fee);
}
