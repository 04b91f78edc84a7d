import type { WalletBonusRules } from '@omni/shared/contracts';

/**
 * The bonus a card top-up earns (GET orders/v7/wallet/bonus): the highest rule the top-up
 * reaches applies. Amounts in minor units of the wallet currency.
 */
export const BONUS_RULES: WalletBonusRules = {
  currency: 'USD',
  rules: [
    { min_topup: 50_000, percent: 2 },
    { min_topup: 100_000, percent: 3 },
  ],
};

/** Bonus in minor units for a top-up (rounded down: the merchant is never credited a fraction). */
export function topupBonus(amount: number, currency: string): number {
  if (currency !== BONUS_RULES.currency) return 0;
  const rule = BONUS_RULES.rules.filter((r) => amount >= r.min_topup).at(-1);
  return rule ? Math.floor((amount * rule.percent) / 100) : 0;
}
