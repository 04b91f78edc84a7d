import type { ProductOption, SupplierVariant } from '@omni/shared/contracts';
import {
  availableVariants,
  initialSelection,
  isValueAvailable,
  selectedVariant,
  skuImageOf,
} from './variants';

const prop = (
  optionId: string,
  name: string,
  valueId: string,
  value: string,
  image: string | null = null,
) => ({
  property_value_id_long: valueId,
  sku_property_id: optionId,
  sku_property_name: name,
  sku_property_value: value,
  property_value_definition_name: value,
  sku_image: image,
});

const variant = (sku: string, quantity: number, color: string, size: string): SupplierVariant => ({
  sku_id: sku,
  aliexpress_options: `Color:${color};Size:${size}`,
  quantity,
  price_usd: 10,
  sku_property: [prop('c', 'Color', color, color, `img-${color}`), prop('s', 'Size', size, size)],
});

const options: ProductOption[] = [
  {
    id: 'c',
    name: 'Color',
    values: [
      { id: 'red', value: 'Red', image: null, countryCode: null },
      { id: 'blue', value: 'Blue', image: 'own-blue', countryCode: null },
    ],
  },
  {
    id: 's',
    name: 'Size',
    values: [
      { id: 'S', value: 'S', image: null, countryCode: null },
      { id: 'M', value: 'M', image: null, countryCode: null },
    ],
  },
];

const all = [
  variant('1', 0, 'red', 'S'),
  variant('2', 5, 'red', 'M'),
  variant('3', 2, 'blue', 'S'),
];

describe('detail variants', () => {
  it('drops variants with quantity 0', () => {
    expect(availableVariants(all).map((item) => item.sku_id)).toEqual(['2', '3']);
  });

  it('finds the variant of a complete selection only', () => {
    const available = availableVariants(all);
    expect(selectedVariant(available, options, { c: 'red', s: 'M' })?.sku_id).toBe('2');
    expect(selectedVariant(available, options, { c: 'red', s: 'S' })).toBeNull();
    expect(selectedVariant(available, options, { c: 'red' })).toBeNull();
  });

  it('marks values that lead nowhere with the other choices kept', () => {
    const available = availableVariants(all);
    expect(isValueAvailable(available, { c: 'red' }, 's', 'S')).toBe(false);
    expect(isValueAvailable(available, { c: 'red' }, 's', 'M')).toBe(true);
    expect(isValueAvailable(available, { s: 'S' }, 'c', 'blue')).toBe(true);
  });

  it('takes the value’s own image, else the SKU image of a variant', () => {
    expect(skuImageOf(all, 'c', options[0]!.values[1]!)).toBe('own-blue');
    expect(skuImageOf(all, 'c', options[0]!.values[0]!)).toBe('img-red');
    expect(skuImageOf(all, 's', options[1]!.values[0]!)).toBeNull();
  });

  it('opens on the first available variant', () => {
    expect(initialSelection(availableVariants(all), options)).toEqual({ c: 'red', s: 'M' });
    expect(initialSelection([], options)).toEqual({});
  });
});
