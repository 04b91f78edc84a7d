import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { storesQueryOptions } from '@omni/shared/api-client';
import { currentShopIdAtom, currentWorkspaceIdAtom, selectShop } from '@omni/shared/session';
import { paths } from '@omni/shared/navigation';

/**
 * Switching workplace (spec 000 §2, §4): store the workplace, pick its store by the shared
 * selection rules (default, else first), go home and refetch everything — without a page reload.
 */
export function useSwitchWorkplace() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const setWorkplaceId = useSetAtom(currentWorkspaceIdAtom);
  const setShopId = useSetAtom(currentShopIdAtom);
  return useCallback(
    async (workplaceId: string) => {
      setWorkplaceId(workplaceId);
      setShopId(null);
      const stores = await queryClient.fetchQuery(storesQueryOptions(workplaceId));
      setShopId(selectShop(stores, null)?.id ?? null);
      navigate(paths.home());
      await queryClient.invalidateQueries();
    },
    [navigate, queryClient, setShopId, setWorkplaceId],
  );
}
