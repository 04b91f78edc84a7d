import type * as EarlyRequest from '@omni/shared/early-request';
import { homePath } from '@omni/shared/navigation';
import { ORDER_STATUS_COUNTS_PATH } from '../features/home/api/order-status-counts-path';

/**
 * What the first screen of `pathname` waits for, asked for at boot: the account always; on the
 * home, its order counts for the workplace the account settles (the quick-start steps, its
 * largest paint, otherwise asked for only once the shell has rendered).
 */
export function startEarlyRequests(
  early: typeof EarlyRequest,
  apiBaseUrl: string,
  pathname: string,
): EarlyRequest.EarlyGet[] {
  const account = early.startEarlyAccount(apiBaseUrl);
  if (pathname.replace(/\/+$/, '') !== homePath()) return [account];
  return [account, early.startEarlyWorkplaceGet(apiBaseUrl, ORDER_STATUS_COUNTS_PATH, account)];
}
