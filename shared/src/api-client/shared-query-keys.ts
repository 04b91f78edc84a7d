/** Query keys of the data host and remotes both read; mutations invalidate through these. */
export const sharedQueryKeys = {
  account: () => ['account'] as const,
  stores: (workspaceId: string | null) => ['stores', workspaceId] as const,
  exchangeRates: () => ['exchange-rates'] as const,
};
