import { getApiClient } from '../api-client/api-client';
import { apiPost } from '../api-client/api-request';
import type { RealtimeTicket } from '../contracts/realtime';
import { RealtimeClient } from './realtime-client';

let client: RealtimeClient | null = null;

/**
 * The page's realtime client over the shared API client: tickets come from POST realtime/tickets
 * (bearer token and workplace header added by the API client), the stream from the same base URL.
 */
export function getRealtimeClient(): RealtimeClient {
  client ??= new RealtimeClient({
    requestTicket: async () => {
      const result = await apiPost<RealtimeTicket>('realtime/tickets', undefined, { silent: true });
      return result.success && result.data ? result.data.ticket : null;
    },
    eventsUrl: (ticket) => {
      const base = (getApiClient().defaults.baseURL ?? '').replace(/\/+$/, '');
      return `${base}/realtime/events?ticket=${encodeURIComponent(ticket)}`;
    },
    createEventSource: (url) => new EventSource(url),
  });
  return client;
}
