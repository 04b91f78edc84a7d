import type { ProductOption, SupplierVariant } from '@omni/shared/contracts';

/** Variants that can be sold: quantity 0 is dropped (spec 001 §5). */
export function availableVariants(variants: readonly SupplierVariant[]): SupplierVariant[] {
  return variants.filter((variant) => variant.quantity > 0);
}

/** The chosen value id per option id. */
export type OptionSelection = Readonly<Record<string, string>>;

/** Whether a variant carries every chosen value. */
function matches(variant: SupplierVariant, selection: OptionSelection): boolean {
  return Object.entries(selection).every(([optionId, valueId]) =>
    variant.sku_property.some(
      (property) =>
        property.sku_property_id === optionId && property.property_value_id_long === valueId,
    ),
  );
}

/** The one variant a complete selection points to, else null. */
export function selectedVariant(
  variants: readonly SupplierVariant[],
  options: readonly ProductOption[],
  selection: OptionSelection,
): SupplierVariant | null {
  if (options.some((option) => !selection[option.id])) return null;
  return variants.find((variant) => matches(variant, selection)) ?? null;
}

/**
 * Whether choosing `valueId` for `optionId` (keeping the other choices) still leads to an
 * available variant; values that do not are shown disabled.
 */
export function isValueAvailable(
  variants: readonly SupplierVariant[],
  selection: OptionSelection,
  optionId: string,
  valueId: string,
): boolean {
  const next = { ...selection, [optionId]: valueId };
  return variants.some((variant) => matches(variant, next));
}

/** The SKU image of a value: the option value's own image, else one from a variant's property. */
export function skuImageOf(
  variants: readonly SupplierVariant[],
  optionId: string,
  value: { id: string; image: string | null },
): string | null {
  if (value.image) return value.image;
  for (const variant of variants) {
    const property = variant.sku_property.find(
      (item) => item.sku_property_id === optionId && item.property_value_id_long === value.id,
    );
    if (property?.sku_image) return property.sku_image;
  }
  return null;
}

/** The first available variant's values: the detail page opens on something that can be bought. */
export function initialSelection(
  variants: readonly SupplierVariant[],
  options: readonly ProductOption[],
): OptionSelection {
  const first = variants[0];
  if (!first) return {};
  const selection: Record<string, string> = {};
  for (const option of options) {
    const property = first.sku_property.find((item) => item.sku_property_id === option.id);
    if (property) selection[option.id] = property.property_value_id_long;
  }
  return selection;
}
