import type { SearchFilters } from '../utils/search-filters';

/**
 * Query keys of find product. Product lists carry the workplace: cards show the workplace's
 * imported, mapped and favourite marks, so switching workplace must not show the previous ones.
 * Collections and keyword suggestions are the same for everyone.
 */
export const findProductKeys = {
  all: () => ['find-product'] as const,
  collections: () => [...findProductKeys.all(), 'collections'] as const,
  suggestions: (keyword: string) => [...findProductKeys.all(), 'suggestions', keyword] as const,
  products: (workspaceId: string | null) =>
    [...findProductKeys.all(), 'products', workspaceId] as const,
  search: (workspaceId: string | null, source: string, filters: SearchFilters) =>
    [...findProductKeys.products(workspaceId), 'search', source, filters] as const,
  collection: (workspaceId: string | null, slug: string, filters: SearchFilters) =>
    [...findProductKeys.products(workspaceId), 'collection', slug, filters] as const,
  expertsChoice: (workspaceId: string | null, shipTo: string) =>
    [...findProductKeys.products(workspaceId), 'experts-choice', shipTo] as const,
  supplierProducts: (
    workspaceId: string | null,
    supplierId: string,
    sort: string,
    shipTo: string,
  ) => [...findProductKeys.products(workspaceId), 'supplier', supplierId, sort, shipTo] as const,
  /** Under the product lists, so a card's favourite toggle reaches it (product-card keys). */
  favouriteProducts: (workspaceId: string | null, shipTo: string) =>
    [...findProductKeys.products(workspaceId), 'favourites', shipTo] as const,
  favouriteSuppliers: (workspaceId: string | null) =>
    [...findProductKeys.all(), 'favourite-suppliers', workspaceId] as const,
};
