import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { catalogueKeys } from '../../../common/api/catalogue-keys';
import { useRefreshProductCounts } from '../../../common/api/use-refresh-product-counts';

/** After a change to imports: the list pages, the products the editor caches, every badge. */
export function useRefreshImports(): () => Promise<void> {
  const queryClient = useQueryClient();
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  const refreshCounts = useRefreshProductCounts();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: catalogueKeys.imports(workspaceId) }),
      queryClient.invalidateQueries({ queryKey: catalogueKeys.products(workspaceId) }),
      refreshCounts(),
    ]);
  }, [queryClient, workspaceId, refreshCounts]);
}
