import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { call } from '@omni/shared/api-client';
import { updatePricingSettingsEndpoint, type PricingRule } from '@omni/shared/contracts/catalogue';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { catalogueKeys } from '../../../common/api/catalogue-keys';

/** PUT center/products/setting/update: the workplace's pricing rule. */
export function useUpdatePricingSettings() {
  const queryClient = useQueryClient();
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useMutation({
    mutationFn: (rule: PricingRule) => call(updatePricingSettingsEndpoint, { body: { rule } }),
    onSuccess: (result) => {
      if (result.success && result.data)
        queryClient.setQueryData(catalogueKeys.pricingRules(workspaceId), result.data);
    },
  });
}
