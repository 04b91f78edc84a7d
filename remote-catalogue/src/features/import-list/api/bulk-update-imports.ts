import { useMutation } from '@tanstack/react-query';
import { call } from '@omni/shared/api-client';
import {
  BULK_IDS_MAX,
  bulkUpdateEndpoint,
  type BulkUpdateBody,
} from '@omni/shared/contracts/catalogue';
import { useRefreshImports } from './use-refresh-imports';
import { runInChunks } from '../utils/run-in-chunks';
import type { BulkTarget } from '../utils/bulk-target';

/** The change a bulk update makes: pricing rule, tags added or removed, product type. */
export type BulkChange = Omit<BulkUpdateBody, 'ids' | 'all'>;

/** PUT center/products/bulk_update for a selection, in calls of at most BULK_IDS_MAX ids. */
export const bulkUpdateImports = ({
  target,
  change,
}: {
  target: BulkTarget;
  change: BulkChange;
}) =>
  target.all
    ? call(bulkUpdateEndpoint, { body: { all: true, ...change } })
    : runInChunks(target.ids, BULK_IDS_MAX, (ids) =>
        call(bulkUpdateEndpoint, { body: { ids, ...change } }),
      );

export function useBulkUpdateImports() {
  const refresh = useRefreshImports();
  return useMutation({ mutationFn: bulkUpdateImports, onSettled: refresh });
}
