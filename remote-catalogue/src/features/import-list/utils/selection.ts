/**
 * Which imports are selected: every import of the workplace (kept as a rule, because most of a
 * 5,000-import list is not loaded), or some ids.
 */
export type Selection = { all: true } | { all: false; ids: ReadonlySet<string> };

export const NO_SELECTION: Selection = { all: false, ids: new Set() };
export const ALL_SELECTED: Selection = { all: true };

export const isSelected = (selection: Selection, id: string) =>
  selection.all || selection.ids.has(id);

/**
 * One row ticked or unticked. Unticking a row of "all" leaves the loaded rows but that one
 * selected: what is ticked on screen is what a bulk call then acts on.
 */
export function toggleSelection(
  selection: Selection,
  id: string,
  loadedIds: readonly string[],
): Selection {
  const ids = new Set(selection.all ? loadedIds : selection.ids);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return { all: false, ids };
}

/** How many are selected, out of `total` imports. */
export const selectedCount = (selection: Selection, total: number) =>
  selection.all ? total : selection.ids.size;

/** The header checkbox: checked when every one of `total` is, indeterminate when some are. */
export function headerCheckState(selection: Selection, total: number) {
  const count = selectedCount(selection, total);
  return { checked: total > 0 && count >= total, indeterminate: count > 0 && count < total };
}
