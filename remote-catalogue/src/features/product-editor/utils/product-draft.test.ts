import type { ProductVariant } from '@omni/shared/contracts/catalogue';
import {
  addImage,
  canRemoveOptionValue,
  isDirty,
  moveImage,
  removeImage,
  removeOptionValue,
  removeVariant,
  renameOption,
  renameOptionValue,
  setMainImage,
  updateVariant,
  type ProductDraft,
} from './product-draft';

const variant = (id: string, color: string, size: string): ProductVariant => ({
  supplier_variant_id: id,
  option_values: [color, size],
  cost: { amount: 500, currency: 'USD' },
  price: 1499,
  compare_at_price: null,
  sku: `SKU-${id}`,
  supplier_stock: 10,
  image: color === 'Red' ? 'https://img/red.jpg' : null,
});

const draft: ProductDraft = {
  title: 'Mug',
  description_html: '<p>Mug</p>',
  product_type: '',
  vendor: '',
  tags: [],
  collections: [],
  options: [
    { name: 'Color', values: ['Red', 'Blue'] },
    { name: 'Size', values: ['S', 'L'] },
  ],
  variants: [variant('1', 'Red', 'S'), variant('2', 'Red', 'L'), variant('3', 'Blue', 'S')],
  images: [{ url: 'https://img/main.jpg' }, { url: 'https://img/red.jpg' }],
};

describe('product draft edits', () => {
  it('renames an option and a value everywhere it is used', () => {
    const renamed = renameOptionValue(renameOption(draft, 0, 'Colour'), 0, 'Red', 'Crimson');
    expect(renamed.options[0]).toEqual({ name: 'Colour', values: ['Crimson', 'Blue'] });
    expect(renamed.variants.map((v) => v.option_values[0])).toEqual(['Crimson', 'Crimson', 'Blue']);
    expect(isDirty(renamed, draft)).toBe(true);
    expect(isDirty(draft, JSON.parse(JSON.stringify(draft)) as ProductDraft)).toBe(false);
  });

  it('refuses a value name the option already has', () => {
    expect(renameOptionValue(draft, 0, 'Red', 'Blue')).toBe(draft);
  });

  it('removes a value with its variants, and values left without variants', () => {
    const removed = removeOptionValue(draft, 0, 'Blue');
    expect(removed.variants.map((v) => v.supplier_variant_id)).toEqual(['1', '2']);
    expect(removed.options[0]?.values).toEqual(['Red']);
    expect(removed.options[1]?.values).toEqual(['S', 'L']);
    const onlyL = removeOptionValue(draft, 1, 'S');
    expect(onlyL.options[0]?.values).toEqual(['Red']);
  });

  it('never removes the last variant', () => {
    const one = removeOptionValue(draft, 0, 'Blue');
    const single = removeVariant(one, '2');
    expect(single.variants).toHaveLength(1);
    expect(removeVariant(single, '1')).toBe(single);
    expect(canRemoveOptionValue(single, 0, 'Red')).toBe(false);
    expect(removeOptionValue(single, 0, 'Red')).toBe(single);
  });

  it('removes a variant and prunes the values only it had', () => {
    const removed = removeVariant(draft, '3');
    expect(removed.options[0]?.values).toEqual(['Red']);
  });

  it('changes a variant price, compare-at price and SKU', () => {
    const changed = updateVariant(draft, '2', { price: 1999, compare_at_price: 2999, sku: 'X' });
    expect(changed.variants[1]).toMatchObject({ price: 1999, compare_at_price: 2999, sku: 'X' });
    expect(changed.variants[0]).toBe(draft.variants[0]);
  });

  it('orders, sets main, adds and removes images', () => {
    expect(setMainImage(draft, 1).images.map((i) => i.url)).toEqual([
      'https://img/red.jpg',
      'https://img/main.jpg',
    ]);
    expect(moveImage(draft, 0, 5)).toBe(draft);
    const without = removeImage(draft, 1);
    expect(without.images).toHaveLength(1);
    expect(without.variants[0]?.image).toBeNull();
    expect(addImage(draft, 'https://img/new.jpg').images.map((i) => i.url)).toEqual([
      'https://img/main.jpg',
      'https://img/red.jpg',
      'https://img/new.jpg',
    ]);
    expect(addImage(draft, 'https://img/main.jpg')).toBe(draft);
  });
});
