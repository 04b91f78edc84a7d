/** Query keys of the data host and remotes both read; mutations invalidate through these. */
export const sharedQueryKeys = {
  account: () => ['account'] as const,
  /**
   * The side-menu badge counts (GET auth/account/statistic): under the account key, and here so
   * a remote that adds or removes products (imports, deletes, pushes) refreshes the badges.
   */
  accountStatistic: (workspaceId: string | null) => ['account', 'statistic', workspaceId] as const,
  /**
   * The plan's quota usage (POST payments/quota/calc-usage): the host's usage popover reads it,
   * the billing remote refreshes it when the plan changes.
   */
  quotaUsage: (workspaceId: string | null) => ['quota-usage', workspaceId] as const,
  /**
   * The plan in force and its subscription (GET payments/user/current-plan): the billing remote's
   * pages and the shell's grace banner read it; under the billing remote's 'plans' key, so its
   * refresh after a plan change reaches the shell too.
   */
  currentPlan: (workspaceId: string | null) => ['plans', 'current', workspaceId] as const,
  stores: (workspaceId: string | null) => ['stores', workspaceId] as const,
  exchangeRates: () => ['exchange-rates'] as const,
  /** A supplier product's shipping options to a country: the same for every workplace. */
  logistics: (source: string, productId: string, shipTo: string) =>
    ['logistics', source, productId, shipTo] as const,
};
