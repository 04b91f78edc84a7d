/** Query keys of the plans; pricing is public and the same for everyone. */
export const planKeys = {
  all: () => ['plans'] as const,
  pricing: () => [...planKeys.all(), 'pricing'] as const,
  /** The plan in force in a workplace and its subscription. */
  current: (workspaceId: string | null) => [...planKeys.all(), 'current', workspaceId] as const,
  paymentLogs: (workspaceId: string | null) =>
    [...planKeys.all(), 'payment-logs', workspaceId] as const,
};
