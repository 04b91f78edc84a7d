import { useMutation } from '@tanstack/react-query';
import { call } from '@omni/shared/api-client';
import { BULK_IDS_MAX, importDeleteEndpoint } from '@omni/shared/contracts/catalogue';
import { useRefreshImports } from './use-refresh-imports';
import { runInChunks } from '../utils/run-in-chunks';
import type { BulkTarget } from '../utils/bulk-target';

/**
 * DELETE center/products/import/delete for a selection: every import (`all`), or the ids in
 * calls of at most BULK_IDS_MAX. A failed call's result is returned (the client has shown its
 * translated error).
 */
export const deleteImports = (target: BulkTarget) =>
  target.all
    ? call(importDeleteEndpoint, { body: { all: true } })
    : runInChunks(target.ids, BULK_IDS_MAX, (ids) => call(importDeleteEndpoint, { body: { ids } }));

/** Deletes, then refreshes the list and every badge, whatever the outcome. */
export function useDeleteImports() {
  const refresh = useRefreshImports();
  return useMutation({ mutationFn: deleteImports, onSettled: refresh });
}
