import { SOURCING_SOURCES, type ProductCard, type SourcingSource } from '@omni/shared/contracts';
import type { ImportAllResult } from '@omni/shared/contracts/catalogue';
import { QUOTA_REFUSALS } from '@omni/shared/errors';
import type { CardImportError } from './import-state';

/** Cards per import-all call: the progress moves after each call (the API takes up to 100). */
export const IMPORT_ALL_CHUNK = 20;

/**
 * The cards an "Import all" imports: those not imported yet, from sources the API imports by id
 * (eBay, Amazon and Temu products only come with the extension's payload).
 */
export function importableCards(cards: readonly ProductCard[]): ImportableCard[] {
  return cards.filter(
    (card): card is ImportableCard =>
      !card.imported && (SOURCING_SOURCES as readonly string[]).includes(card.source),
  );
}

export type ImportableCard = ProductCard & { source: SourcingSource };

/** What an import-all run did, summed over its calls. */
export interface ImportAllOutcome {
  /** Source product id → the import's id (product_package_id). */
  imported: Record<string, string>;
  /** Source product id → the message key of its error. */
  failed: Record<string, string>;
  /** A call's items all failed on the quota (spec 001 §8): the run stopped there. */
  quotaExpired: boolean;
  quota: { limit: number; usage: number } | null;
}

export const EMPTY_OUTCOME: ImportAllOutcome = {
  imported: {},
  failed: {},
  quotaExpired: false,
  quota: null,
};

/** The outcome with one more call's answer (spec 001 §3 "Import-all result") added. */
export function addImportAllResult(
  outcome: ImportAllOutcome,
  result: ImportAllResult,
): ImportAllOutcome {
  return {
    imported: { ...outcome.imported, ...result.success },
    failed: { ...outcome.failed, ...result.failed },
    quotaExpired: outcome.quotaExpired || result.quota_expired,
    quota: result.quota,
  };
}

/**
 * The cards a stopped run never sent (after a call that expired the quota or failed): they count
 * as failed with the reason that stopped the run, so the summary accounts for every card.
 */
export function withUnsent(
  outcome: ImportAllOutcome,
  unsent: readonly ProductCard[],
  reason: string,
): ImportAllOutcome {
  const failed = { ...outcome.failed };
  for (const card of unsent) failed[card.source_product_id] = reason;
  return { ...outcome, failed };
}

/** How one failed item shows, as a card's import error would. */
export function importAllFailure(reason: string): CardImportError {
  return QUOTA_REFUSALS.has(reason)
    ? { kind: 'quota', limit: null, usage: null }
    : { kind: 'bad_request', messageKey: reason };
}
