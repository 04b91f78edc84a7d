import { sharedQueryKeys } from '@omni/shared/api-client';

/**
 * Query keys of the account-level data only the shell reads, under the shared account key so
 * invalidating the account (after creating a workplace, changing language) refreshes them too.
 */
export const accountKeys = {
  statistic: (workplaceId: string | null) =>
    [...sharedQueryKeys.account(), 'statistic', workplaceId] as const,
  workplaces: () => [...sharedQueryKeys.account(), 'workplaces'] as const,
};
