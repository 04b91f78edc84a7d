import { useSyncExternalStore } from 'react';

type PushUi = typeof import('@omni/shared/push-ui');

// The push UI (the button's dialog, the progress panel, their virtual lists, the push contracts)
// is not part of a list's or the editor's first visit (issue 14 §1: ≤ 100 KB beyond /app): it
// loads when a push button is hovered, focused or clicked, or when there are pushes to show.
// By package name, so that it is the page's one instance of it, in a chunk of its own.
let loaded: PushUi | null = null;
let loading: Promise<PushUi> | null = null;
const listeners = new Set<() => void>();

function settle(ui: PushUi): PushUi {
  loaded = ui;
  for (const listener of listeners) listener();
  return ui;
}

/** Starts loading the push UI (once; a failed download is tried again by the next call). */
export function loadPushUi(): Promise<PushUi> {
  loading ??= import('@omni/shared/push-ui').then(settle, (error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * A page that imports the push UI itself (the product center) says so, so that a push button on
 * intent shows the push UI's own button at once and the editor opened from it shows a push still
 * in progress at once.
 */
export function notePushUiLoaded(ui: PushUi): void {
  if (loaded) return;
  loading = Promise.resolve(ui);
  settle(ui);
}

/** Whether the push UI is on the page already. */
export function isPushUiLoaded(): boolean {
  return loaded !== null;
}

/** The push UI once it has loaded (re-renders then), null before. */
export function usePushUi(): PushUi | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => loaded,
  );
}

/** Tests only: back to a page that has not loaded the push UI. */
export function forgetPushUiForTests(): void {
  loaded = null;
  loading = null;
}
