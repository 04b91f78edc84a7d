import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import type { RealtimeEventMap, RealtimeEventType } from '../contracts/realtime';
import { currentWorkspaceIdAtom, sessionTokenAtom } from '../session/atoms';
import { getRealtimeClient } from './shared-realtime-client';

/**
 * Calls `handler` for every `type` event of the current workplace while the component is
 * mounted. The latest handler is used without resubscribing; the stream follows the signed-in
 * session and the chosen workplace.
 */
export function useRealtimeEvent<K extends RealtimeEventType>(
  type: K,
  handler: (data: RealtimeEventMap[K]) => void,
): void {
  const token = useAtomValue(sessionTokenAtom);
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  const latest = useRef(handler);
  latest.current = handler;

  useEffect(() => {
    getRealtimeClient().setKey(token ? `${token}:${workspaceId ?? ''}` : null);
  }, [token, workspaceId]);

  useEffect(() => getRealtimeClient().subscribe(type, (data) => latest.current(data)), [type]);
}
