import type { PushEntry } from '@omni/shared/contracts/push';

/**
 * A push that has just finished well (001 §4: the prompt comes after a successful push): nothing
 * processing any more and at least one entry a success. Its key (the successful entries' ids) is
 * asked about once; null while running, after a push that only failed, or with nothing shown.
 */
export function finishedPushKey(entries: readonly PushEntry[]): string | null {
  if (entries.length === 0 || entries.some((e) => e.status === 'processing')) return null;
  const succeeded = entries.filter((e) => e.status === 'success').map((e) => e.id);
  return succeeded.length > 0 ? [...succeeded].sort().join(',') : null;
}
