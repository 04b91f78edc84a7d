// @omni/shared/realtime — the workplace's realtime events (server-sent events from the API).
export {
  RECONNECT_BASE_MS,
  RECONNECT_MAX_MS,
  REALTIME_EVENT_TYPES,
  RealtimeClient,
  reconnectDelayMs,
  type EventSourceLike,
  type RealtimeClientDeps,
} from './realtime-client';
export { getRealtimeClient } from './shared-realtime-client';
export { useRealtimeEvent } from './use-realtime-event';
