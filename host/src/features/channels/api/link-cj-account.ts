import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LinkCjAccountBody } from '@omni/shared/contracts';
import { callApi } from '../../../app/api/call-api';
import { channelKeys } from './channel-keys';

/** POST supplier-accounts/cj/link with the account's CJ API key. */
export const linkCjAccount = (body: LinkCjAccountBody) =>
  callApi<unknown>('post', 'supplier-accounts/cj/link', body);

export function useLinkCjAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkCjAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelKeys.all }),
  });
}
