import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharedQueryKeys } from '@omni/shared/api-client';
import type { QuickStartState, QuickStartUpdateBody, User } from '@omni/shared/contracts';
import { callApi } from '../../../app/api/call-api';

// The order-center visit is recorded in the background, for nothing the user did: no toast.
export const updateQuickStart = (action: QuickStartUpdateBody['action']) =>
  callApi<QuickStartState>(
    'put',
    'auth/account/quick-start',
    { action },
    action === 'visit-order-center' ? { silent: true } : undefined,
  );

/**
 * PUT auth/account/quick-start. The answer is written into the cached account, which the session
 * guard publishes to the shell, so the checklist follows without refetching the account.
 */
export function useUpdateQuickStart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuickStart,
    onSuccess: (state) => {
      queryClient.setQueryData<User>(sharedQueryKeys.account(), (account) =>
        account ? { ...account, onboarding: { ...account.onboarding, ...state } } : account,
      );
    },
  });
}
