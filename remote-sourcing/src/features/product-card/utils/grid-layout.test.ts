import { chunkRows, columnCount } from './grid-layout';

describe('grid layout', () => {
  it('fits as many 220 px columns as the width allows, at least one', () => {
    expect(columnCount(0)).toBe(1);
    expect(columnCount(200)).toBe(1);
    expect(columnCount(455)).toBe(1);
    expect(columnCount(456)).toBe(2);
    expect(columnCount(1200)).toBe(5);
    expect(columnCount(Number.NaN)).toBe(1);
  });

  it('cuts the items into rows, the last one shorter', () => {
    expect(chunkRows([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunkRows([], 3)).toEqual([]);
  });
});
