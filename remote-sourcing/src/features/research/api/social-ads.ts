import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { apiGet, apiPost, unwrap } from '@omni/shared/api-client';
import type { SocialAdFilters, SocialAdPage } from '@omni/shared/contracts';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { researchKeys } from './query-keys';

/** GET social/ads/list for one product. */
export const listSocialAds = (
  productId: string,
  platform: string | undefined,
  signal?: AbortSignal,
) =>
  apiGet<SocialAdPage>(
    'social/ads/list',
    { product_id: productId, platform, page_size: 24 },
    { signal },
  ).then(unwrap);

/** The workplace's view marks are in the list, so it is part of the key. */
export function useSocialAds(productId: string, platform?: string) {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useQuery({
    queryKey: researchKeys.ads(workspaceId, productId, platform),
    queryFn: ({ signal }) => listSocialAds(productId, platform, signal),
  });
}

/** GET social/ads/data-filters: platforms and countries with counts. */
export const getAdFilters = (productId: string, signal?: AbortSignal) =>
  apiGet<SocialAdFilters>('social/ads/data-filters', { product_id: productId }, { signal }).then(
    unwrap,
  );

export function useAdFilters(productId: string) {
  return useQuery({
    queryKey: researchKeys.adFilters(productId),
    queryFn: ({ signal }) => getAdFilters(productId, signal),
  });
}

/** POST social/ads/mark-view (mode AO_Ads); the list is refreshed to show the mark. */
export function useMarkAdViewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (adId: string) =>
      apiPost<{ ad_id: string; viewed: boolean }>(
        'social/ads/mark-view',
        { ad_id: adId, mode: 'AO_Ads' },
        { silent: true },
      ).then(unwrap),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...researchKeys.all(), 'ads'] }),
  });
}
