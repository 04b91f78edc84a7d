import type {
  ImportProduct,
  ProductImage,
  ProductUpdate,
  ProductVariant,
} from '@omni/shared/contracts/catalogue';

/** What the editor edits: the PUT body without the version it was loaded at. */
export type ProductDraft = Omit<ProductUpdate, 'version'>;

/** The editable part of a loaded product. */
export function draftOf(product: ImportProduct): ProductDraft {
  return {
    title: product.title,
    description_html: product.description_html,
    product_type: product.product_type,
    vendor: product.vendor,
    tags: [...product.tags],
    collections: [...product.collections],
    options: product.options.map((option) => ({ name: option.name, values: [...option.values] })),
    variants: product.variants.map((variant) => ({
      ...variant,
      option_values: [...variant.option_values],
    })),
    images: product.images.map((image) => ({ ...image })),
  };
}

/** True when the draft differs from what was loaded or last saved. */
export const isDirty = (draft: ProductDraft, saved: ProductDraft) =>
  JSON.stringify(draft) !== JSON.stringify(saved);

/** Option values no remaining variant uses are dropped (a value with no variant sells nothing). */
function pruneOptionValues(draft: ProductDraft): ProductDraft {
  const options = draft.options.map((option, index) => ({
    ...option,
    values: option.values.filter((value) =>
      draft.variants.some((variant) => variant.option_values[index] === value),
    ),
  }));
  return { ...draft, options };
}

export function renameOption(draft: ProductDraft, optionIndex: number, name: string): ProductDraft {
  return {
    ...draft,
    options: draft.options.map((option, index) =>
      index === optionIndex ? { ...option, name } : option,
    ),
  };
}

/**
 * Renames a value of an option, in the option and in every variant that has it. A name another
 * value of the option already has would merge two values: refused (the draft is returned as is).
 */
export function renameOptionValue(
  draft: ProductDraft,
  optionIndex: number,
  from: string,
  to: string,
): ProductDraft {
  const option = draft.options[optionIndex];
  if (!option || from === to || option.values.includes(to)) return draft;
  return {
    ...draft,
    options: draft.options.map((current, index) =>
      index === optionIndex
        ? { ...current, values: current.values.map((value) => (value === from ? to : value)) }
        : current,
    ),
    variants: draft.variants.map((variant) =>
      variant.option_values[optionIndex] === from
        ? {
            ...variant,
            option_values: variant.option_values.map((value, index) =>
              index === optionIndex ? to : value,
            ),
          }
        : variant,
    ),
  };
}

/** Whether removing would leave the product without variants, which is invalid (001 §5). */
export function canRemoveOptionValue(draft: ProductDraft, optionIndex: number, value: string) {
  return draft.variants.some((variant) => variant.option_values[optionIndex] !== value);
}

/** Removes a value and every variant that has it. */
export function removeOptionValue(
  draft: ProductDraft,
  optionIndex: number,
  value: string,
): ProductDraft {
  if (!canRemoveOptionValue(draft, optionIndex, value)) return draft;
  return pruneOptionValues({
    ...draft,
    variants: draft.variants.filter((variant) => variant.option_values[optionIndex] !== value),
  });
}

export const canRemoveVariant = (draft: ProductDraft) => draft.variants.length > 1;

/** Removes one variant (never the last one); values no variant uses any more go with it. */
export function removeVariant(draft: ProductDraft, supplierVariantId: string): ProductDraft {
  if (!canRemoveVariant(draft)) return draft;
  return pruneOptionValues({
    ...draft,
    variants: draft.variants.filter((variant) => variant.supplier_variant_id !== supplierVariantId),
  });
}

/** The editable fields of a variant. */
export type VariantChange = Partial<
  Pick<ProductVariant, 'price' | 'compare_at_price' | 'sku' | 'image'>
>;

export function updateVariant(
  draft: ProductDraft,
  supplierVariantId: string,
  change: VariantChange,
): ProductDraft {
  return {
    ...draft,
    variants: draft.variants.map((variant) =>
      variant.supplier_variant_id === supplierVariantId ? { ...variant, ...change } : variant,
    ),
  };
}

/** Moves an image to another place; place 0 is the main image. */
export function moveImage(draft: ProductDraft, from: number, to: number): ProductDraft {
  const images = [...draft.images];
  if (from < 0 || from >= images.length || to < 0 || to >= images.length) return draft;
  const [moved] = images.splice(from, 1) as [ProductImage];
  images.splice(to, 0, moved);
  return { ...draft, images };
}

export const setMainImage = (draft: ProductDraft, index: number) => moveImage(draft, index, 0);

/** Removes an image; variants that showed it show none rather than a missing picture. */
export function removeImage(draft: ProductDraft, index: number): ProductDraft {
  const removed = draft.images[index];
  if (!removed) return draft;
  return {
    ...draft,
    images: draft.images.filter((_, current) => current !== index),
    variants: draft.variants.map((variant) =>
      variant.image === removed.url ? { ...variant, image: null } : variant,
    ),
  };
}

/** Adds an image (from the image picker) after the others; one already there stays where it is. */
export function addImage(draft: ProductDraft, url: string): ProductDraft {
  if (draft.images.some((image) => image.url === url)) return draft;
  return { ...draft, images: [...draft.images, { url }] };
}
