/** Query keys of the workplace's wallet; the wallet page and a purchase from the wallet share them. */
export const walletKeys = {
  all: () => ['wallet'] as const,
  balances: () => [...walletKeys.all(), 'balances'] as const,
  chart: (days: number) => [...walletKeys.all(), 'chart', days] as const,
  entries: (filters: object) => [...walletKeys.all(), 'entries', filters] as const,
  bonus: () => [...walletKeys.all(), 'bonus'] as const,
};
