import { sharedQueryKeys } from '@omni/shared/api-client';

/** Query keys of the plans; pricing is public and the same for everyone. */
export const planKeys = {
  all: () => ['plans'] as const,
  pricing: () => [...planKeys.all(), 'pricing'] as const,
  /** The plan in force in a workplace and its subscription. */
  current: sharedQueryKeys.currentPlan,
  paymentLogs: (workspaceId: string | null) =>
    [...planKeys.all(), 'payment-logs', workspaceId] as const,
  /** The workplace's latest purchases of extra quota (Shopify's wait for approval). */
  quotaPurchases: (workspaceId: string | null) =>
    [...planKeys.all(), 'quota-purchases', workspaceId] as const,
};
