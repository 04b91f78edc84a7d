import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sharedQueryKeys } from '@omni/shared/api-client';
import type { Workplace } from '@omni/shared/contracts';
import { callApi } from '../api/call-api';
import { accountKeys } from './account-query-keys';

export const listWorkplaces = () => callApi<Workplace[]>('get', 'core/workplaces');
export const createWorkplace = (name: string) =>
  callApi<Workplace>('post', 'core/workplaces', { name });
export const renameWorkplace = (id: string, name: string) =>
  callApi<Workplace>('put', `core/workplaces/${encodeURIComponent(id)}`, { name });

export const workplacesQuery = () =>
  queryOptions({ queryKey: accountKeys.workplaces(), queryFn: listWorkplaces });

export const useWorkplaces = () => useQuery(workplacesQuery());

/** Creating or renaming changes the account's workplace list too: refresh everything account-level. */
function useWorkplaceMutation<A>(mutationFn: (args: A) => Promise<Workplace>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedQueryKeys.account() }),
  });
}

export const useCreateWorkplace = () => useWorkplaceMutation(createWorkplace);
export const useRenameWorkplace = () =>
  useWorkplaceMutation(({ id, name }: { id: string; name: string }) => renameWorkplace(id, name));
