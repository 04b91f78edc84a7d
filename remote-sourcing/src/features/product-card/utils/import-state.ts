import type { ApiResult } from '@omni/shared/api-client';
import { BodyStatus } from '@omni/shared/errors';

/**
 * A card's import (spec 001 §4): idle → importing → imported on OK; a bad request or the quota
 * shows an error on the card (§8); any other failure too, so nothing fails silently.
 */
export type CardImportState =
  | { status: 'idle' }
  | { status: 'importing' }
  | { status: 'imported'; productPackageId: string | null }
  | { status: 'error'; error: CardImportError };

export type CardImportError =
  | { kind: 'quota'; limit: number | null; usage: number | null }
  | { kind: 'bad_request'; messageKey: string }
  | { kind: 'failed'; messageKey: string };

export const IDLE: CardImportState = { status: 'idle' };

/** The state a card starts in: imported when the product already is in the import list. */
export function initialImportState(product: {
  imported: boolean;
  product_package_id: string | null;
}): CardImportState {
  return product.imported
    ? { status: 'imported', productPackageId: product.product_package_id }
    : IDLE;
}

/** Import is skipped when the product is already imported or its import is in progress. */
export function canStartImport(state: CardImportState): boolean {
  return state.status === 'idle' || state.status === 'error';
}

function quotaParams(result: ApiResult<unknown>): { limit: number | null; usage: number | null } {
  const params = result.errors?.[0]?.params ?? {};
  const number = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) ? value : null;
  return { limit: number(params.limit), usage: number(params.usage) };
}

/** What a failed import result shows on the card. */
export function importErrorOf(result: ApiResult<unknown>): CardImportError {
  if (result.status === BodyStatus.QUOTA_EXPIRED) return { kind: 'quota', ...quotaParams(result) };
  if (result.status === BodyStatus.BAD_REQUEST || result.status === BodyStatus.UNPROCESSABLE_ENTITY)
    return { kind: 'bad_request', messageKey: result.message };
  return { kind: 'failed', messageKey: result.message };
}

/** The state after the import call answered. */
export function importStateAfter(
  result: ApiResult<{ product_package_id: string } | null>,
): CardImportState {
  if (result.success)
    return { status: 'imported', productPackageId: result.data?.product_package_id ?? null };
  return { status: 'error', error: importErrorOf(result) };
}
