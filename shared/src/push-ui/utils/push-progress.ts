import type { PushEntry } from '@omni/shared/contracts/push';

/**
 * Entries merged by id (001 §4: later ones replace earlier ones), new ones at the end. An event
 * older than what is shown (a late `processing` after `success`) does not win.
 */
export function mergeEntries(
  current: readonly PushEntry[],
  incoming: readonly PushEntry[],
): PushEntry[] {
  const next = [...current];
  for (const entry of incoming) {
    const index = next.findIndex((e) => e.id === entry.id);
    if (index === -1) next.push(entry);
    else if (next[index]!.updated_at <= entry.updated_at) next[index] = entry;
  }
  return next;
}

export interface PushProgressSummary {
  processing: number;
  succeeded: number;
  failed: number;
  total: number;
}

export function summarize(entries: readonly PushEntry[]): PushProgressSummary {
  const count = (status: PushEntry['status']) => entries.filter((e) => e.status === status).length;
  return {
    processing: count('processing'),
    succeeded: count('success'),
    failed: count('error'),
    total: entries.length,
  };
}
