import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { User } from '../contracts';
import { sessionTokenAtom } from '../session/atoms';
import { apiGet } from './api-request';
import { unwrap } from './api-result';
import { sharedQueryKeys } from './shared-query-keys';

export const getAccount = (signal?: AbortSignal) =>
  apiGet<User>('auth/account', undefined, { signal }).then(unwrap);

/** GET auth/account: the signed-in user with the derived flags of spec 000 §3. */
export const accountQueryOptions = () =>
  queryOptions({
    queryKey: sharedQueryKeys.account(),
    queryFn: ({ signal }) => getAccount(signal),
  });

/** The account, fetched only while a token is stored. */
export function useAccount() {
  const token = useAtomValue(sessionTokenAtom);
  return useQuery({ ...accountQueryOptions(), enabled: Boolean(token) });
}
