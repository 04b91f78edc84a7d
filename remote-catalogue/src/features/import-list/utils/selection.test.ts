import {
  ALL_SELECTED,
  NO_SELECTION,
  headerCheckState,
  isSelected,
  selectedCount,
  toggleSelection,
} from './selection';

const loaded = ['a', 'b', 'c'];

describe('import-list selection', () => {
  it('selects one and many, and unselects on a second toggle', () => {
    let selection = toggleSelection(NO_SELECTION, 'a', loaded);
    selection = toggleSelection(selection, 'b', loaded);
    expect(isSelected(selection, 'a')).toBe(true);
    expect(selectedCount(selection, 10)).toBe(2);
    selection = toggleSelection(selection, 'a', loaded);
    expect(isSelected(selection, 'a')).toBe(false);
    expect(headerCheckState(selection, 10)).toEqual({ checked: false, indeterminate: true });
  });

  it('selects all, counting the imports not loaded yet', () => {
    expect(isSelected(ALL_SELECTED, 'not-loaded')).toBe(true);
    expect(selectedCount(ALL_SELECTED, 5000)).toBe(5000);
    expect(headerCheckState(ALL_SELECTED, 5000)).toEqual({ checked: true, indeterminate: false });
    expect(headerCheckState(NO_SELECTION, 0)).toEqual({ checked: false, indeterminate: false });
  });

  it('unticking one row of all keeps the other loaded rows', () => {
    const selection = toggleSelection(ALL_SELECTED, 'b', loaded);
    expect(selection).toEqual({ all: false, ids: new Set(['a', 'c']) });
  });
});
