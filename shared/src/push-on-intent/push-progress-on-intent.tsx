import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { useRealtimeEvent } from '@omni/shared/realtime';
import { PUSH_ENTRY_EVENT } from '../contracts/push/vocabulary';
import { mergeEntries } from '../push-ui/utils/push-progress';
import { pushEntriesAtom } from './push-progress-state';
import { loadPushUi, usePushUi } from './push-ui-loader';

/**
 * The push progress panel (001 §4), loaded when there is something for it to show: the entries
 * it shows live in the host's store (a push started on this page or an earlier one, its events
 * come in as `push-entry`); when there are none the push UI is not downloaded. A push-entry event
 * for a push this page did not start (another tab, a job) joins the entries here as the panel
 * would have merged it, and so loads the panel. Mounted from the moment the push UI is on the
 * page (a push button loaded it), as before. The panel floats (fixed), so loading it moves
 * nothing on the page.
 */
export function PushProgressOnIntent() {
  const ui = usePushUi();
  const [entries, setEntries] = useAtom(pushEntriesAtom);
  const anyEntries = entries.length > 0;

  // merged as the panel merges them (idempotent), also once it is there: no event falls between
  useRealtimeEvent(PUSH_ENTRY_EVENT, (entry) =>
    setEntries((current) => mergeEntries(current, [entry])),
  );

  useEffect(() => {
    if (anyEntries && !ui) void loadPushUi().catch(() => undefined);
  }, [anyEntries, ui]);

  return ui ? <ui.PushProgressPanel /> : null;
}
