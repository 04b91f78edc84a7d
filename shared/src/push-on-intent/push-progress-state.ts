import { atom } from 'jotai';
import type { PushEntry } from '@omni/shared/contracts/push';

/**
 * The push-process entries the progress panel shows (001 §4), by id in the order they came. They
 * live in the host's one jotai store, so the panel keeps them across pages and remotes. They are
 * here, not in the push UI, so that a page can tell whether there are any (and load the panel)
 * without loading the push UI.
 */
export const pushEntriesAtom = atom<readonly PushEntry[]>([]);
export const pushPanelOpenAtom = atom(false);
