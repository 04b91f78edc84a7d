import { useCallback, useEffect, useState } from 'react';
import type { ApiResult } from '@omni/shared/api-client';
import type { ImportProduct } from '@omni/shared/contracts/catalogue';
import { MessageKey } from '@omni/shared/errors';
import { useProduct } from '../api/get-product';
import { useUpdateProduct } from '../api/update-product';
import { draftOf, isDirty, type ProductDraft } from '../utils/product-draft';

export type SaveOutcome = 'saved' | 'conflict' | 'failed';

/**
 * The editor's state: the product as loaded or last saved, the merchant's draft over it, and the
 * version the next save sends. A failed save leaves the draft as it is; a version conflict is
 * reported (never saved over silently) and resolved by the merchant: take the other tab's
 * version, or save this tab's draft over it.
 */
export function useProductEditor(productCenterId: string) {
  const product = useProduct(productCenterId);
  const update = useUpdateProduct(productCenterId);
  const [base, setBase] = useState<{ product: ImportProduct; draft: ProductDraft } | null>(null);
  const [draft, setDraft] = useState<ProductDraft | null>(null);
  const [conflict, setConflict] = useState(false);
  const [failure, setFailure] = useState<ApiResult<unknown> | null>(null);

  // first load (and another product in the same editor): the draft starts from the product
  useEffect(() => {
    if (!product.data || base?.product.id === product.data.id) return;
    const loaded = draftOf(product.data);
    setBase({ product: product.data, draft: loaded });
    setDraft(loaded);
  }, [product.data, base]);

  const dirty = base !== null && draft !== null && isDirty(draft, base.draft);

  /** The product as saved (here, or by the push's save and push) becomes the base and draft. */
  const accept = useCallback((saved: ImportProduct) => {
    setBase({ product: saved, draft: draftOf(saved) });
    setDraft(draftOf(saved));
    setConflict(false);
  }, []);

  /** A save that was refused: a conflict for the merchant to resolve, or a failure shown. */
  const refused = useCallback((result: ApiResult<unknown>): SaveOutcome => {
    // the API refuses a stale version with 422 VersionConflict (another tab saved first)
    if (result.message === MessageKey.VersionConflict) {
      setConflict(true);
      return 'conflict';
    }
    setFailure(result);
    return 'failed';
  }, []);

  const saveAt = useCallback(
    async (version: number, next: ProductDraft): Promise<SaveOutcome> => {
      setFailure(null);
      const result = await update.mutateAsync({ version, ...next });
      if (result.success && result.data) {
        accept(result.data);
        return 'saved';
      }
      return refused(result);
    },
    [update, accept, refused],
  );

  /** The draft as the save body (PUT center/products/{id}, or the push's save and push). */
  const changes = useCallback(
    () => (base && draft ? { version: base.product.version, ...draft } : null),
    [base, draft],
  );

  const save = useCallback(
    () =>
      base && draft ? saveAt(base.product.version, draft) : Promise.resolve('failed' as const),
    [base, draft, saveAt],
  );

  /** Drops this tab's edits for the version saved elsewhere. */
  const takeTheirs = useCallback(async () => {
    const latest = await product.refetch();
    if (!latest.data) return;
    setBase({ product: latest.data, draft: draftOf(latest.data) });
    setDraft(draftOf(latest.data));
    setConflict(false);
    setFailure(null);
  }, [product]);

  /** Saves this tab's draft over the version saved elsewhere, as the merchant chose. */
  const saveMineOverTheirs = useCallback(async () => {
    const latest = await product.refetch();
    if (!latest.data || !draft) return 'failed' as const;
    setBase({ product: latest.data, draft: draftOf(latest.data) });
    return saveAt(latest.data.version, draft);
  }, [product, draft, saveAt]);

  const change = useCallback(
    (edit: (current: ProductDraft) => ProductDraft) =>
      setDraft((current) => (current ? edit(current) : current)),
    [],
  );

  const discard = useCallback(() => {
    if (base) setDraft(base.draft);
    setFailure(null);
  }, [base]);

  return {
    query: product,
    product: base?.product ?? null,
    draft,
    change,
    dirty,
    saving: update.isPending,
    conflict,
    failure,
    save,
    changes,
    accept,
    refused,
    discard,
    takeTheirs,
    saveMineOverTheirs,
  };
}
