import { useQuery } from '@tanstack/react-query';
import type MockAdapter from 'axios-mock-adapter';
import { apiGet, unwrap } from '@omni/shared/api-client';
import { okReply } from '@omni/shared/remote-testing';

const COUNTS = 'orders/v5/count-order-status';

/**
 * An order query on the page (the order center's counts) whose first load answers and whose every
 * refresh hangs: an action's outcome must not wait for the page behind it to refresh.
 */
export function OrdersQueryBehind() {
  const counts = useQuery({
    queryKey: ['orders', 'behind', 'status-counts'],
    queryFn: async () => unwrap(await apiGet(COUNTS)),
  });
  return <output data-testid="behind">{counts.isFetching ? 'refreshing' : 'idle'}</output>;
}

export function hangOrdersRefresh(http: MockAdapter): void {
  http.onGet(COUNTS).replyOnce(...okReply({}));
  http.onGet(COUNTS).reply(() => new Promise(() => undefined));
}
