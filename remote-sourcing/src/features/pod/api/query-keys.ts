import type { PodListQuery } from '@omni/shared/contracts';

/** Query keys of print on demand; designs belong to the workplace. */
export const podKeys = {
  all: () => ['pod'] as const,
  collections: () => [...podKeys.all(), 'collections'] as const,
  list: (query: PodListQuery) => [...podKeys.all(), 'list', query] as const,
  detail: (productId: string, shipTo: string) =>
    [...podKeys.all(), 'detail', productId, shipTo] as const,
  design: (workspaceId: string | null, blankId: string) =>
    [...podKeys.all(), 'design', workspaceId, blankId] as const,
};
