import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { call } from '@omni/shared/api-client';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import {
  addImportAllResult,
  EMPTY_OUTCOME,
  IMPORT_ALL_CHUNK,
  withUnsent,
  type ImportableCard,
  type ImportAllOutcome,
} from '../utils/import-all';
import { patchCachedCards } from '../utils/patch-cards';
import { productCardKeys } from './query-keys';

/**
 * POST center/products/import-all for a list of cards, IMPORT_ALL_CHUNK at a time so the
 * progress moves: each imported card is marked in every cached list at once; a call whose items
 * all failed on the quota (001 §8) or that failed as a whole (its error already shown by the
 * client) stops the run, and the cards not sent count as failed with that reason.
 */
export function useImportAll() {
  const queryClient = useQueryClient();
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const run = useCallback(
    async (cards: readonly ImportableCard[], shipTo: string): Promise<ImportAllOutcome> => {
      // the endpoint's schemas load with the first "Import all", not with find product
      const { importAllEndpoint } = await import('@omni/shared/contracts/catalogue');
      let outcome = EMPTY_OUTCOME;
      setProgress({ done: 0, total: cards.length });
      try {
        for (let start = 0; start < cards.length; start += IMPORT_ALL_CHUNK) {
          const chunk = cards.slice(start, start + IMPORT_ALL_CHUNK);
          const result = await call(importAllEndpoint, {
            body: {
              import_data: chunk.map((card) => ({
                source: card.source,
                product_id: card.source_product_id,
                ship_to: shipTo,
              })),
            },
          });
          if (!result.success || !result.data)
            return withUnsent(outcome, cards.slice(start), result.message);
          outcome = addImportAllResult(outcome, result.data);
          for (const card of chunk) {
            const packageId = result.data.success[card.source_product_id];
            if (packageId === undefined) continue;
            const patch = { imported: true, product_package_id: packageId };
            queryClient.setQueriesData({ queryKey: productCardKeys.lists(workspaceId) }, (data) =>
              patchCachedCards(data, card.source, card.source_product_id, patch),
            );
          }
          setProgress({ done: start + chunk.length, total: cards.length });
          if (result.data.quota_expired) {
            const reason = Object.values(result.data.failed)[0] ?? '';
            return withUnsent(outcome, cards.slice(start + chunk.length), reason);
          }
        }
        return outcome;
      } finally {
        setProgress(null);
      }
    },
    [queryClient, workspaceId],
  );

  return { run, progress };
}
