import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { catalogueKeys } from '../../../common/api/catalogue-keys';
import { useRefreshProductCounts } from '../../../common/api/use-refresh-product-counts';

/** After a push finished: the product center's lists (every store's view of them) and the badges. */
export function useRefreshMappedListings(): () => Promise<void> {
  const queryClient = useQueryClient();
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  const refreshCounts = useRefreshProductCounts();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: catalogueKeys.mapped(workspaceId) }),
      queryClient.invalidateQueries({ queryKey: catalogueKeys.unmapped(workspaceId) }),
      queryClient.invalidateQueries({ queryKey: catalogueKeys.allProducts(workspaceId) }),
      refreshCounts(),
    ]);
  }, [queryClient, workspaceId, refreshCounts]);
}
