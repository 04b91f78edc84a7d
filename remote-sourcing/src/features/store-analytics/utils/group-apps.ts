import { STORE_APP_CATEGORIES, type StoreApp } from '@omni/shared/contracts';

export interface AppGroup {
  category: StoreApp['category'];
  apps: StoreApp[];
}

/**
 * The detected apps by category for display, in the spec's category order; the vendor's own
 * apps (first in the API's list) form their own leading group, keyed 'own'.
 */
export function groupApps(apps: readonly StoreApp[]): { own: StoreApp[]; groups: AppGroup[] } {
  const own = apps.filter((app) => app.own);
  const groups = STORE_APP_CATEGORIES.map((category) => ({
    category,
    apps: apps.filter((app) => !app.own && app.category === category),
  })).filter((group) => group.apps.length > 0);
  return { own, groups };
}

/** Translation key of a category ('' is the uncategorised one). */
export function categoryKey(category: StoreApp['category']): string {
  return category === ''
    ? 'storeAnalytics.categories.other'
    : `storeAnalytics.categories.${category.replace(/[^A-Za-z]+/g, '_').toLowerCase()}`;
}

/** What the user typed, trimmed; empty when nothing usable was typed. */
export function normaliseStoreInput(value: string): string {
  return value.trim().replace(/\s+/g, '');
}
