import { listQueryOf, parseListFilters } from './use-list-filters';

describe('list filters', () => {
  it('defaults to everything of the API range, newest first', () => {
    const filters = parseListFilters(new URLSearchParams());
    expect(listQueryOf(filters)).toEqual({ order_by: 'created_at', sort: 'desc' });
  });

  it('reads the URL and sends only what differs from the defaults', () => {
    const filters = parseListFilters(
      new URLSearchParams(
        'q=%20ada%20&from=2026-11-01&to=2026-11-20&channel=shopify&source=cj&mark=1&order_by=updated_at&sort=asc&archived=1',
      ),
    );
    expect(listQueryOf(filters)).toEqual({
      keyword: 'ada',
      from_date: '2026-11-01',
      to_date: '2026-11-20',
      channel: 'shopify',
      source: 'cj',
      mark_order: '1',
      order_by: 'updated_at',
      sort: 'asc',
      archived: '1',
    });
  });

  it('ignores unknown values and a range that is half given or reversed', () => {
    const filters = parseListFilters(
      new URLSearchParams('from=2026-11-20&to=2026-11-01&channel=ebay&mark=2&sort=sideways'),
    );
    expect(listQueryOf(filters)).toEqual({ order_by: 'created_at', sort: 'desc' });
    expect(parseListFilters(new URLSearchParams('from=2026-11-01')).from_date).toBeUndefined();
  });
});
