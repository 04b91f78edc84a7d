import { sharedQueryKeys } from '@omni/shared/api-client';

/** Query keys of the plans; pricing is public and the same for everyone. */
export const planKeys = {
  all: () => ['plans'] as const,
  pricing: () => [...planKeys.all(), 'pricing'] as const,
  /** The plan in force in a workplace and its subscription. */
  current: sharedQueryKeys.currentPlan,
  paymentLogs: (workspaceId: string | null) =>
    [...planKeys.all(), 'payment-logs', workspaceId] as const,
};
