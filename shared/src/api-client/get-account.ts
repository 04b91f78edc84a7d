import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { User } from '../contracts';
import { ACCOUNT_PATH } from '../early-request/early-get';
import { sessionTokenAtom } from '../session/atoms';
import { apiGet } from './api-request';
import { unwrap } from './api-result';
import { takeEarlyAnswer } from './early-hand-over';
import { sharedQueryKeys } from './shared-query-keys';

export const getAccount = (signal?: AbortSignal) =>
  apiGet<User>(ACCOUNT_PATH, undefined, { signal }).then(unwrap);

/**
 * The account query's fetch: the answer of the request sent at boot when one was handed over
 * (`handOverEarlyGets`), else the ordinary request. The query's abort signal is read only for the
 * ordinary request: reading it lets React Query cancel the fetch when its last observer leaves
 * (the signed-in area mounting again as the first route settles), and a cancelled hand-over
 * would be asked for again.
 */
async function fetchAccount(context: { signal: AbortSignal }): Promise<User> {
  const early = await takeEarlyAnswer<User>(ACCOUNT_PATH);
  return early ? early.data : getAccount(context.signal);
}

/** GET auth/account: the signed-in user with the derived flags of spec 000 §3. */
export const accountQueryOptions = () =>
  queryOptions({
    queryKey: sharedQueryKeys.account(),
    queryFn: (context) => fetchAccount(context),
  });

/** The account, fetched only while a token is stored. */
export function useAccount() {
  const token = useAtomValue(sessionTokenAtom);
  return useQuery({ ...accountQueryOptions(), enabled: Boolean(token) });
}
