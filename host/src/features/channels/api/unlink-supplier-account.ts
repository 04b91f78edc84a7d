import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../app/api/call-api';
import { channelKeys } from './channel-keys';

/** POST supplier-accounts/{id}/unlink. */
export const unlinkSupplierAccount = (id: string) =>
  callApi<unknown>('post', `supplier-accounts/${encodeURIComponent(id)}/unlink`);

export function useUnlinkSupplierAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkSupplierAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelKeys.all }),
  });
}
