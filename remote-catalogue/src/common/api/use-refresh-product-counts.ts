import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { sharedQueryKeys } from '@omni/shared/api-client';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { catalogueKeys } from './catalogue-keys';

/**
 * Refreshes every count that follows the workplace's products: the list tabs' badges and the
 * shell's side-menu badges (import_list, product_list). Called after each import, delete and
 * push, and on the realtime event, so no badge waits for a reload.
 */
export function useRefreshProductCounts(): () => Promise<void> {
  const queryClient = useQueryClient();
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: catalogueKeys.counts(workspaceId) }),
      queryClient.invalidateQueries({ queryKey: sharedQueryKeys.accountStatistic(workspaceId) }),
    ]);
  }, [queryClient, workspaceId]);
}
