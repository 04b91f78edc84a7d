import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { call, unwrap } from '@omni/shared/api-client';
import { getPricingSettingsEndpoint } from '@omni/shared/contracts/catalogue';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { catalogueKeys } from './catalogue-keys';

/** GET center/products/setting/get: the workplace's pricing rule (the settings page, the editor). */
export const pricingSettingsQueryOptions = (workspaceId: string | null) =>
  queryOptions({
    queryKey: catalogueKeys.pricingRules(workspaceId),
    queryFn: ({ signal }) => call(getPricingSettingsEndpoint, undefined, { signal }).then(unwrap),
  });

export function usePricingSettings() {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useQuery(pricingSettingsQueryOptions(workspaceId));
}
