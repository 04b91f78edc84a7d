import { roundCents } from './pricing';

/*
 * Shipping lanes of the generated catalogue: from a warehouse country to a destination, a base
 * price, a price per kilogram and a delivery-time range for the standard method. Economy and
 * express derive from standard the way carriers price them (cheaper and slower; dearer and
 * faster). Figures are in the range AliExpress-style sellers quote.
 */

/** Destinations the catalogue ships to (a subset per product). */
export const DESTINATIONS = [
  'US',
  'GB',
  'DE',
  'FR',
  'CA',
  'AU',
  'ES',
  'IT',
  'NL',
  'BR',
  'MX',
  'PL',
  'SE',
  'BE',
  'AT',
  'CH',
  'JP',
  'KR',
  'SA',
  'AE',
  'IL',
  'NZ',
  'IE',
  'PT',
] as const;

export type Warehouse = 'CN' | 'US' | 'DE' | 'GB' | 'TR';

const EU = new Set(['GB', 'DE', 'FR', 'ES', 'IT', 'NL', 'PL', 'SE', 'BE', 'AT', 'CH', 'IE', 'PT']);

interface Lane {
  base: number;
  perKg: number;
  minDays: number;
  maxDays: number;
}

function laneFrom(warehouse: Warehouse, destination: string): Lane {
  if (warehouse === 'CN') {
    if (destination === 'US' || destination === 'CA')
      return { base: 2.2, perKg: 9, minDays: 8, maxDays: 15 };
    if (EU.has(destination)) return { base: 2.5, perKg: 10, minDays: 10, maxDays: 18 };
    if (destination === 'JP' || destination === 'KR')
      return { base: 1.5, perKg: 6, minDays: 6, maxDays: 12 };
    if (destination === 'AU' || destination === 'NZ')
      return { base: 3, perKg: 12, minDays: 12, maxDays: 22 };
    if (destination === 'BR' || destination === 'MX')
      return { base: 4, perKg: 14, minDays: 15, maxDays: 30 };
    return { base: 3.5, perKg: 12, minDays: 10, maxDays: 20 };
  }
  if (warehouse === 'US') {
    if (destination === 'US') return { base: 3.5, perKg: 4, minDays: 3, maxDays: 6 };
    if (destination === 'CA' || destination === 'MX')
      return { base: 6, perKg: 8, minDays: 5, maxDays: 9 };
    return { base: 9, perKg: 15, minDays: 7, maxDays: 14 };
  }
  // European and Turkish warehouses
  if (EU.has(destination) || destination === warehouse)
    return { base: 3, perKg: 4, minDays: 3, maxDays: 7 };
  if (destination === 'US' || destination === 'CA')
    return { base: 8, perKg: 12, minDays: 7, maxDays: 12 };
  return { base: 10, perKg: 15, minDays: 8, maxDays: 16 };
}

export interface ShippingMethod {
  code: 'economy' | 'standard' | 'express';
  amount: number;
  currency: 'USD';
  min_days: number;
  max_days: number;
}

/** Every method for a product (weight, warehouse, free standard shipping) to a destination. */
export function shippingMethods(
  warehouse: Warehouse,
  destination: string,
  weightGrams: number,
  freeStandard: boolean,
): ShippingMethod[] {
  const lane = laneFrom(warehouse, destination);
  const standardCost = freeStandard ? 0 : roundCents(lane.base + (lane.perKg * weightGrams) / 1000);
  const methods: ShippingMethod[] = [];
  // Economy post only exists on the long China lanes.
  if (warehouse === 'CN') {
    methods.push({
      code: 'economy',
      amount: freeStandard ? 0 : roundCents(standardCost * 0.65),
      currency: 'USD',
      min_days: lane.minDays + 6,
      max_days: Math.min(60, lane.maxDays + 10),
    });
  }
  methods.push({
    code: 'standard',
    amount: standardCost,
    currency: 'USD',
    min_days: lane.minDays,
    max_days: lane.maxDays,
  });
  methods.push({
    code: 'express',
    amount: roundCents((lane.base + (lane.perKg * weightGrams) / 1000) * 2.4 + 4),
    currency: 'USD',
    min_days: Math.max(2, Math.round(lane.minDays * 0.4)),
    max_days: Math.max(3, Math.round(lane.maxDays * 0.45)),
  });
  return methods;
}

/** The method search shows on the card: the cheapest, the faster one on a tie. */
export function cheapestMethod(methods: readonly ShippingMethod[]): ShippingMethod {
  return methods.reduce((best, method) =>
    method.amount < best.amount ||
    (method.amount === best.amount && method.min_days < best.min_days)
      ? method
      : best,
  );
}
