import { mappingFilterCount, resolveMappingFilter, type ProductCounts } from './mapping-filter';

const counts: ProductCounts = { import_list: 3, product_center: 9, mapped: 5, unmapped: 4 };

describe('mapping filter', () => {
  it('keeps a known tab and falls back to all', () => {
    expect(resolveMappingFilter('unmapped')).toBe('unmapped');
    expect(resolveMappingFilter('pushed')).toBe('all');
    expect(resolveMappingFilter(null)).toBe('all');
  });

  it('badges each tab with its count', () => {
    expect(mappingFilterCount(counts, 'all')).toBe(9);
    expect(mappingFilterCount(counts, 'mapped')).toBe(5);
    expect(mappingFilterCount(counts, 'unmapped')).toBe(4);
  });

  it('shows zero while the counts are loading', () => {
    expect(mappingFilterCount(undefined, 'mapped')).toBe(0);
  });
});
