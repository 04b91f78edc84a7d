import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { PUSH_PANEL_REOPEN_MS, type PushEntry } from '@omni/shared/contracts/push';
import { pushEntriesAtom, pushPanelOpenAtom } from '@omni/shared/push-on-intent';
import { mergeEntries } from '../utils/push-progress';

/** After a push was queued: its entries join the progress panel, which reopens 300 ms later (001 §4). */
export function useShowQueued(): (queued: readonly PushEntry[]) => void {
  const setEntries = useSetAtom(pushEntriesAtom);
  const setPanelOpen = useSetAtom(pushPanelOpenAtom);
  return useCallback(
    (queued) => {
      setEntries((current) => mergeEntries(current, queued));
      setPanelOpen(false);
      setTimeout(() => setPanelOpen(true), PUSH_PANEL_REOPEN_MS);
    },
    [setEntries, setPanelOpen],
  );
}
