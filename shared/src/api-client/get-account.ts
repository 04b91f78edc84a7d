import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { User } from '../contracts';
import { ACCOUNT_PATH, type EarlyGet } from '../early-request/early-get';
import { sessionTokenAtom } from '../session/atoms';
import { streamingSupport } from './api-client';
import { apiGet } from './api-request';
import { normalizeResponse, unwrap } from './api-result';
import { sharedQueryKeys } from './shared-query-keys';

export const getAccount = (signal?: AbortSignal) =>
  apiGet<User>(ACCOUNT_PATH, undefined, { signal }).then(unwrap);

/** The account request sent at boot, until the account query's next fetch takes it. */
let handedOver: EarlyGet | null = null;

/**
 * Hands the account request sent at boot (`startEarlyAccount` of `@omni/shared/early-request`)
 * to the client: the account query's next fetch takes its answer instead of asking again.
 * Call once the client is configured, before the first render.
 */
export function handOverEarlyAccount(early: EarlyGet): void {
  handedOver = early;
}

/**
 * The account query's fetch: the answer of the request handed over, settled like any call of
 * the client (an expired token signs out); without one, or when it got no answer at all, the
 * ordinary request. The query's abort signal is read only for the ordinary request: reading it
 * lets React Query cancel the fetch when its last observer leaves (the signed-in area mounting
 * again as the first route settles), and a cancelled hand-over would be asked for again.
 */
async function fetchAccount(context: { signal: AbortSignal }): Promise<User> {
  const early = handedOver;
  handedOver = null;
  const answer = early ? await early.take() : null;
  if (!answer) return getAccount(context.signal);
  const result = normalizeResponse<User>(answer.body, answer.status);
  streamingSupport.report(result, { method: 'get' });
  return unwrap(result);
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
