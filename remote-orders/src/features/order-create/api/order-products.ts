import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { call, unwrap } from '@omni/shared/api-client';
import { getProductEndpoint, importListEndpoint } from '@omni/shared/contracts/catalogue';
import { currentWorkspaceIdAtom } from '@omni/shared/session';

/** Products offered per search in the line's product picker. */
const PICKER_PAGE_SIZE = 20;

const productKeys = {
  search: (workspaceId: string | null, search: string) =>
    ['orders', workspaceId, 'create', 'products', search] as const,
  product: (workspaceId: string | null, id: string) =>
    ['orders', workspaceId, 'create', 'product', id] as const,
};

/** The workplace's imported products matching `search` (GET center/products/import/listing). */
export function useProductSearch(search: string) {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  const words = search.trim();
  return useQuery({
    queryKey: productKeys.search(workspaceId, words),
    queryFn: async () =>
      unwrap(
        await call(importListEndpoint, {
          query: { page_size: PICKER_PAGE_SIZE, ...(words ? { search: words } : {}) },
        }),
      ).items,
    placeholderData: keepPreviousData,
  });
}

/** One import with its variants (GET center/products/{id}), once a line has picked it. */
export function useOrderProduct(id: string | undefined) {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useQuery({
    queryKey: productKeys.product(workspaceId, id ?? ''),
    queryFn: async () => unwrap(await call(getProductEndpoint, { params: { id: id! } })),
    enabled: Boolean(id),
  });
}
