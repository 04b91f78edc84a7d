import type { BulkChange } from '../api/bulk-update-imports';

/** What the bulk-update dialog holds: each change is applied only when ticked. */
export interface BulkChangeForm {
  applyPricingRule: boolean;
  addTags: string[];
  removeTags: string[];
  setProductType: boolean;
  productType: string;
}

export const EMPTY_BULK_CHANGE: BulkChangeForm = {
  applyPricingRule: false,
  addTags: [],
  removeTags: [],
  setProductType: false,
  productType: '',
};

const cleanTags = (tags: readonly string[]) => [
  ...new Set(tags.map((tag) => tag.trim()).filter(Boolean)),
];

/** The bulk_update body's change, or null when the form changes nothing. */
export function bulkChangeOf(form: BulkChangeForm): BulkChange | null {
  const add = cleanTags(form.addTags);
  const remove = cleanTags(form.removeTags);
  const change: BulkChange = {
    ...(form.applyPricingRule ? { pricing_rule: true } : {}),
    ...(add.length || remove.length
      ? { tags: { ...(add.length ? { add } : {}), ...(remove.length ? { remove } : {}) } }
      : {}),
    ...(form.setProductType ? { product_type: form.productType.trim() } : {}),
  };
  return Object.keys(change).length === 0 ? null : change;
}
