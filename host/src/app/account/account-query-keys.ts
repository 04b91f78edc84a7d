import { sharedQueryKeys } from '@omni/shared/api-client';

/**
 * Query keys of the account-level data only the shell reads, under the shared account key so
 * invalidating the account (after creating a workplace, changing language) refreshes them too.
 */
export const accountKeys = {
  statistic: sharedQueryKeys.accountStatistic,
  workplaces: () => [...sharedQueryKeys.account(), 'workplaces'] as const,
};
