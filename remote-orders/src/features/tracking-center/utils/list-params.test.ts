import { daysWaited, readListParams, writeListParams } from './list-params';

describe('tracking center list params', () => {
  it('reads a state from the address and writes it back without defaults', () => {
    const params = readListParams(
      new URLSearchParams('page=3&page_size=50&keyword=LP12&status=IN_TRANSIT'),
    );
    expect(params).toEqual({ page: 3, pageSize: 50, keyword: 'LP12', status: 'IN_TRANSIT' });
    expect(writeListParams(params).toString()).toBe(
      'page=3&page_size=50&keyword=LP12&status=IN_TRANSIT',
    );
    expect(writeListParams({ page: 1, pageSize: 20, keyword: ' ', status: null }).toString()).toBe(
      '',
    );
  });

  it('falls back to the defaults for anything malformed', () => {
    expect(
      readListParams(new URLSearchParams('page=-2&page_size=33&status=LOST&keyword=')),
    ).toEqual({ page: 1, pageSize: 20, keyword: '', status: null });
    expect(readListParams(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('counts whole days waited, never fewer than none', () => {
    const now = Date.parse('2026-05-10T12:00:00Z');
    expect(daysWaited('2026-05-10T01:00:00Z', now)).toBe(0);
    expect(daysWaited('2026-05-08T11:59:00Z', now)).toBe(2);
    expect(daysWaited('2026-05-11T00:00:00Z', now)).toBe(0);
  });
});
