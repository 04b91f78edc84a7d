import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { User } from '../contracts';
import { sessionTokenAtom } from '../session/atoms';
import { apiGet } from './api-request';
import { unwrap } from './api-result';
import { startEarlyGet, type EarlyGet } from './early-get';
import { sharedQueryKeys } from './shared-query-keys';

const ACCOUNT_PATH = 'auth/account';

export const getAccount = (signal?: AbortSignal) =>
  apiGet<User>(ACCOUNT_PATH, undefined, { signal }).then(unwrap);

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

export type EarlyAccount = EarlyGet<User>;

/** Asks for the account at boot, as soon as the API base is known (see `handOverEarlyAccount`). */
export const startEarlyAccount = (
  baseURL: string,
  options?: Parameters<typeof startEarlyGet>[2],
): EarlyAccount => startEarlyGet<User>(baseURL, ACCOUNT_PATH, options);

/**
 * Makes the boot's account request the account query's first fetch, so `useAccount` waits for
 * it instead of asking again. Call once the client is configured. Its answer is settled as any
 * (an expired token signs out); one that got no answer at all is asked again the ordinary way.
 */
export function handOverEarlyAccount(queryClient: QueryClient, early: EarlyAccount): void {
  void queryClient.prefetchQuery({
    ...accountQueryOptions(),
    queryFn: async ({ signal }) => {
      const result = await early.adopt();
      return result ? unwrap(result) : getAccount(signal);
    },
  });
}
