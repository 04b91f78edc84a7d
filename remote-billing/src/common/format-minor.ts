import { formatPrice, fromMinorUnits } from '@omni/shared/money';

/** An amount in minor units, formatted in its currency (shared/money only). */
export const formatMinor = (minor: number, currency: string) =>
  formatPrice(fromMinorUnits(minor, currency), currency);
