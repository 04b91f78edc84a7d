import type { ProductUpdate, ProductVariant } from '@omni/shared/contracts/catalogue';
import { MessageKey, type FieldError } from '@omni/shared/errors';

/*
 * Rules of an editor save a schema cannot say (spec 001 §5 and what a store accepts): at least
 * one variant; variants are the imported ones (by supplier variant id), each once; option names
 * and values unique; every variant has one known value per option and a combination of its own.
 */

const key = (text: string) => text.trim().toLowerCase();

export function variantRuleErrors(
  update: Pick<ProductUpdate, 'options' | 'variants'>,
  imported: readonly ProductVariant[],
): FieldError[] {
  const errors: FieldError[] = [];
  const invalid = (field: string, rule: string) =>
    errors.push({ field, message: MessageKey.FieldInvalid, params: { rule } });
  // "a product with no variants is invalid" (001 §5)
  if (update.variants.length === 0) invalid('variants', 'no_variants');

  const names = new Set<string>();
  update.options.forEach((option, index) => {
    if (names.has(key(option.name))) invalid(`options.${index}.name`, 'duplicate');
    names.add(key(option.name));
    const values = new Set<string>();
    option.values.forEach((value, valueIndex) => {
      if (values.has(key(value))) invalid(`options.${index}.values.${valueIndex}`, 'duplicate');
      values.add(key(value));
    });
  });

  const known = new Set(imported.map((variant) => variant.supplier_variant_id));
  const ids = new Set<string>();
  const combinations = new Set<string>();
  update.variants.forEach((variant, index) => {
    const field = `variants.${index}`;
    if (!known.has(variant.supplier_variant_id))
      invalid(`${field}.supplier_variant_id`, 'unknown_variant');
    else if (ids.has(variant.supplier_variant_id))
      invalid(`${field}.supplier_variant_id`, 'duplicate');
    ids.add(variant.supplier_variant_id);
    if (variant.option_values.length !== update.options.length) {
      invalid(`${field}.option_values`, 'option_count');
      return;
    }
    variant.option_values.forEach((value, optionIndex) => {
      if (!update.options[optionIndex]!.values.includes(value))
        invalid(`${field}.option_values.${optionIndex}`, 'unknown_value');
    });
    const combination = JSON.stringify(variant.option_values.map(key));
    if (update.options.length > 0 && combinations.has(combination))
      invalid(`${field}.option_values`, 'duplicate_combination');
    combinations.add(combination);
  });
  return errors;
}
