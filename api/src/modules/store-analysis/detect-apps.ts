import { STORE_APP_CATEGORIES, type StoreApp } from '@omni/shared/contracts';

const CATEGORY_ORDER = new Map<string, number>(
  STORE_APP_CATEGORIES.map((category, index) => [category, index]),
);

/**
 * The catalogue apps a page uses: an app matches when its script_pattern is a substring of one
 * of the page's script addresses (case-insensitive). Results are de-duplicated by app name; the
 * vendor's own apps come first (in catalogue order), the rest in the spec's category order, then by name.
 */
export function detectApps(scriptSources: readonly string[], catalogue: readonly StoreApp[]) {
  const sources = scriptSources.map((source) => source.toLowerCase());
  const found = new Map<string, StoreApp>();
  for (const app of catalogue) {
    if (found.has(app.name)) continue;
    const pattern = app.script_pattern.toLowerCase();
    if (sources.some((source) => source.includes(pattern))) found.set(app.name, app);
  }
  // Own apps keep the catalogue's order (the reviews app, then shipping and offers).
  return [...found.values()].sort((a, b) => {
    if (a.own || b.own) return Number(b.own) - Number(a.own);
    return (
      (CATEGORY_ORDER.get(a.category) ?? 99) - (CATEGORY_ORDER.get(b.category) ?? 99) ||
      a.name.localeCompare(b.name)
    );
  });
}
