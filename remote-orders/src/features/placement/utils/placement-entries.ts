import type {
  PlacementEntry,
  PlacementErrorKey,
  QueuedPlacementSource,
} from '@omni/shared/contracts/orders';

/**
 * The supplier already had an order under the placement's reference (AliExpress
 * REPEATED_ORDER_ERROR): it may be placed there, so the reference is shown for the merchant to
 * look it up, and placing again warns first.
 */
export const isRepeatedOrder = (errorKey: string | null | undefined) =>
  errorKey === ('error_repeated_order' satisfies PlacementErrorKey);

/** The entry replaced by its newer version (or added first). Older versions never win. */
export function mergeEntry(entries: PlacementEntry[], entry: PlacementEntry): PlacementEntry[] {
  const current = entries.find((e) => e.id === entry.id);
  if (!current) return [entry, ...entries];
  if (current.updated_at > entry.updated_at) return entries;
  return entries.map((e) => (e.id === entry.id ? entry : e));
}

/** Sources with entries still processing (their Stop button is shown). */
export function processingSources(entries: PlacementEntry[]): QueuedPlacementSource[] {
  const sources = new Set<QueuedPlacementSource>();
  for (const e of entries)
    if (e.status === 'processing' && e.source !== 'manual') sources.add(e.source);
  return [...sources].sort();
}

/** done / total of the entries shown (progress of a bulk placement). */
export function placementProgress(entries: PlacementEntry[]): { done: number; total: number } {
  return { done: entries.filter((e) => e.status !== 'processing').length, total: entries.length };
}

/** The entry to scroll into view: the first with a warning (spec 002 §4). */
export const firstWarning = (entries: PlacementEntry[]) => entries.find((e) => e.warning_key);
