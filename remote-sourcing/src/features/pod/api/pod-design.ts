import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { apiGet, apiPut, unwrap } from '@omni/shared/api-client';
import type { PodDesign, SavePodDesignBody } from '@omni/shared/contracts';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { podKeys } from './query-keys';

/** GET pod/designs/{blankId}: the workplace's design, or null when it has none yet. */
export const getPodDesign = (blankId: string, signal?: AbortSignal) =>
  apiGet<PodDesign>(`pod/designs/${blankId}`, undefined, { signal, silent: true }).then((result) =>
    result.success ? result.data : null,
  );

export function usePodDesign(blankId: string) {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useQuery({
    queryKey: podKeys.design(workspaceId, blankId),
    queryFn: ({ signal }) => getPodDesign(blankId, signal),
  });
}

/** PUT pod/designs: saves picture (when given) and placement. */
export function useSavePodDesign() {
  const queryClient = useQueryClient();
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useMutation({
    mutationFn: (body: SavePodDesignBody) => apiPut<PodDesign>('pod/designs', body).then(unwrap),
    onSuccess: (design) =>
      queryClient.setQueryData(podKeys.design(workspaceId, design.blank_id), design),
  });
}
