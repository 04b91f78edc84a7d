import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { sharedQueryKeys } from '@omni/shared/api-client';
import type { StoreList } from '@omni/shared/contracts';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { callApi } from '../../../app/api/call-api';

export const updateDefaultStore = (storeId: string) =>
  callApi<StoreList>('post', 'core/stores/update-default-store', { store_id: storeId });

/** POST core/stores/update-default-store; the answer is the workplace's new store list. */
export function useUpdateDefaultStore() {
  const queryClient = useQueryClient();
  const workplaceId = useAtomValue(currentWorkspaceIdAtom);
  return useMutation({
    mutationFn: updateDefaultStore,
    onSuccess: (data) => queryClient.setQueryData(sharedQueryKeys.stores(workplaceId), data.stores),
  });
}
