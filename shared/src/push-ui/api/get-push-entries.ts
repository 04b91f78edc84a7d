import { call, unwrap } from '@omni/shared/api-client';
import { pushEntriesEndpoint, type PushEntry } from '@omni/shared/contracts/push';

/**
 * GET center/products/push/entries?ids=…: the entries as they are now, for a panel that was not
 * listening while they changed (the merchant was on another remote's page).
 */
export const getPushEntries = (ids: readonly string[]): Promise<PushEntry[]> =>
  call(pushEntriesEndpoint, { query: { ids: ids.join(',') } }, { silent: true })
    .then(unwrap)
    .then((data) => data.items);
