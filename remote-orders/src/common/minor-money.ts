import { formatPrice, fromMinorUnits } from '@omni/shared/money';

/** An amount in minor units with its currency, formatted by shared/money ('' when unknown). */
export const formatMinor = (money: { amount: number; currency: string } | null | undefined) =>
  money ? formatPrice(fromMinorUnits(money.amount, money.currency), money.currency) : '';
