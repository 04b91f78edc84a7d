import type { ProductCard } from '@omni/shared/contracts';
import { patchCachedCards, patchCachedDetail } from './patch-cards';

const card = (id: string, source = 'omni') =>
  ({ source_product_id: id, source, imported: false, favourited: false }) as ProductCard;

describe('patching cached cards', () => {
  it('changes the one product in search pages', () => {
    const data = {
      pages: [{ items: [card('1'), card('2')] }, { items: [card('3')] }],
      pageParams: [1, 2],
    };
    const next = patchCachedCards(data, 'omni', '3', { favourited: true }) as typeof data;
    expect(next.pages[1]!.items[0]!.favourited).toBe(true);
    expect(next.pages[0]!.items.every((item) => !item.favourited)).toBe(true);
    expect(next.pageParams).toEqual([1, 2]);
  });

  it('changes the product inside experts’ choice picks', () => {
    const data = { pages: [{ items: [{ product: card('7'), note_key: 'n' }] }], pageParams: [1] };
    const next = patchCachedCards(data, 'omni', '7', {
      imported: true,
      product_package_id: 'pkg',
    }) as typeof data;
    expect(next.pages[0]!.items[0]!.product).toMatchObject({
      imported: true,
      product_package_id: 'pkg',
    });
  });

  it('matches on source and id, and leaves unrelated data as it is', () => {
    const data = { pages: [{ items: [card('1', 'cj')] }], pageParams: [1] };
    expect(patchCachedCards(data, 'omni', '1', { favourited: true })).toBe(data);
    expect(patchCachedCards(undefined, 'omni', '1', { favourited: true })).toBeUndefined();
    const other = { items: [] };
    expect(patchCachedCards(other, 'omni', '1', { favourited: true })).toBe(other);
  });
});

describe('patching a cached detail', () => {
  it('changes the same product only', () => {
    const detail = { source: 'omni', source_product_id: '5', favourited: false };
    expect(patchCachedDetail(detail, 'omni', '5', { favourited: true })).toEqual({
      ...detail,
      favourited: true,
    });
    expect(patchCachedDetail(detail, 'omni', '6', { favourited: true })).toBe(detail);
    expect(patchCachedDetail(undefined, 'omni', '5', { favourited: true })).toBeUndefined();
  });
});
