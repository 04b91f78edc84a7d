import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { AccountStatistic } from '@omni/shared/contracts';
import type { CATALOGUE_COUNTS_EVENT } from '@omni/shared/contracts/catalogue';
import { useRealtimeEvent } from '@omni/shared/realtime';
import { accountCountsAtom, currentWorkspaceIdAtom } from '@omni/shared/session';
import { callApi } from '../api/call-api';
import { accountKeys } from './account-query-keys';

export const getAccountStatistic = () => callApi<AccountStatistic>('get', 'auth/account/statistic');

/**
 * Loads the side-menu counts for the workplace in the header and mirrors them into the shared
 * `accountCountsAtom`, which is what the badges (and any remote) read. Mounted once by the layout.
 * An import, delete or push anywhere (this tab's remotes, another tab) sends the catalogue-counts
 * event, and the counts are read again at once.
 */
export function useSyncAccountStatistic(): void {
  const workplaceId = useAtomValue(currentWorkspaceIdAtom);
  const setCounts = useSetAtom(accountCountsAtom);
  const queryClient = useQueryClient();
  // The event's name as a literal checked against its constant's type: importing the constant
  // would bring @omni/shared/contracts/catalogue, whose TypeBox schemas (37 KB gzip) every /app
  // visit would then load (ADR 021).
  const catalogueCountsEvent: typeof CATALOGUE_COUNTS_EVENT = 'catalogue-counts-changed';
  useRealtimeEvent(catalogueCountsEvent, () => {
    void queryClient.invalidateQueries({ queryKey: accountKeys.statistic(workplaceId) });
  });
  const { data } = useQuery({
    queryKey: accountKeys.statistic(workplaceId),
    queryFn: getAccountStatistic,
  });
  useEffect(() => {
    if (data) setCounts(data);
  }, [data, setCounts]);
}

export const useAccountStatistic = (): AccountStatistic => useAtomValue(accountCountsAtom);
