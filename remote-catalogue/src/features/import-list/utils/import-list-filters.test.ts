import { isFiltered, readImportListFilters, writeImportListFilters } from './import-list-filters';

describe('import-list filters in the URL', () => {
  it('reads the defaults from a plain URL', () => {
    const filters = readImportListFilters(new URLSearchParams());
    expect(filters).toEqual({
      q: '',
      source: null,
      shipTo: null,
      tag: null,
      pushed: null,
      sort: 'newest',
    });
    expect(isFiltered(filters)).toBe(false);
  });

  it('reads every filter and drops unknown values', () => {
    const filters = readImportListFilters(
      new URLSearchParams(
        'q=+mug+&source=cj&ship_to=gb&tag=summer&pushed=not_pushed&sort=asc_price',
      ),
    );
    expect(filters).toEqual({
      q: 'mug',
      source: 'cj',
      shipTo: 'GB',
      tag: 'summer',
      pushed: 'not_pushed',
      sort: 'asc_price',
    });
    expect(isFiltered(filters)).toBe(true);
    const bad = readImportListFilters(new URLSearchParams('pushed=maybe&sort=random'));
    expect(bad.pushed).toBeNull();
    expect(bad.sort).toBe('newest');
  });

  it('writes changes, leaving defaults and empty values out and other params alone', () => {
    const next = writeImportListFilters(new URLSearchParams('tab=x&q=old&sort=oldest'), {
      q: '  ',
      sort: 'newest',
      pushed: 'pushed',
    });
    expect(next.toString()).toBe('tab=x&pushed=pushed');
  });
});
