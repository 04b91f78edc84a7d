import { chunk } from './run-in-chunks';
import { bulkTarget } from './bulk-target';
import { readImportListFilters } from './import-list-filters';
import { ALL_SELECTED, NO_SELECTION, toggleSelection } from './selection';

const plain = readImportListFilters(new URLSearchParams());
const filtered = readImportListFilters(new URLSearchParams('tag=summer'));
const loaded = ['a', 'b'];

describe('bulk target', () => {
  it('sends all only when no filter narrows the list', () => {
    expect(bulkTarget(ALL_SELECTED, plain, loaded)).toEqual({ all: true });
    expect(bulkTarget(ALL_SELECTED, filtered, loaded)).toEqual({ all: false, ids: ['a', 'b'] });
  });

  it('sends the ticked ids in list order', () => {
    let selection = toggleSelection(NO_SELECTION, 'b', loaded);
    selection = toggleSelection(selection, 'a', loaded);
    expect(bulkTarget(selection, plain, loaded)).toEqual({ all: false, ids: ['a', 'b'] });
  });

  it('cuts a long id list into calls of the bulk limit', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 500)).toEqual([]);
  });
});
