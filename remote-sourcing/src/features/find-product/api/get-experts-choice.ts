import { useInfiniteQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { ExpertPickPage } from '@omni/shared/contracts';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { findProductKeys } from './query-keys';
import { shipToCardPagesOptions } from './ship-to-card-pages';

/** GET product-sources/experts-choice: products picked by the product's experts, newest first. */
export function useExpertsChoice(shipTo: string) {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useInfiniteQuery(
    shipToCardPagesOptions<ExpertPickPage>(
      'product-sources/experts-choice',
      findProductKeys.expertsChoice(workspaceId, shipTo),
      shipTo,
    ),
  );
}
