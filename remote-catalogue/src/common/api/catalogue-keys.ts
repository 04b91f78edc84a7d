/**
 * Query keys of the whole catalogue remote, one factory for every feature so a mutation in one
 * (a delete in the import list, a save in the editor) invalidates what the others show. Every key
 * carries the workplace, because the API scopes products by the `workplace-id` header: switching
 * workplace must not show the previous one's data.
 */
export const catalogueKeys = {
  all: (workspaceId: string | null) => ['catalogue', workspaceId] as const,
  counts: (workspaceId: string | null) => [...catalogueKeys.all(workspaceId), 'counts'] as const,
  imports: (workspaceId: string | null) => [...catalogueKeys.all(workspaceId), 'imports'] as const,
  importList: (workspaceId: string | null, query: object) =>
    [...catalogueKeys.imports(workspaceId), 'list', query] as const,
  products: (workspaceId: string | null) =>
    [...catalogueKeys.all(workspaceId), 'products'] as const,
  product: (workspaceId: string | null, productCenterId: string) =>
    [...catalogueKeys.products(workspaceId), productCenterId] as const,
  pricingRules: (workspaceId: string | null) =>
    [...catalogueKeys.all(workspaceId), 'pricing-rules'] as const,
  /** The product center's All products tab: its mapped and unmapped products in one list. */
  allProducts: (workspaceId: string | null) =>
    [...catalogueKeys.all(workspaceId), 'all-products'] as const,
  allProductsListings: (workspaceId: string | null, storeId: string | null) =>
    [...catalogueKeys.allProducts(workspaceId), storeId] as const,
  mapped: (workspaceId: string | null) => [...catalogueKeys.all(workspaceId), 'mapped'] as const,
  mappedListings: (workspaceId: string | null, storeId: string | null) =>
    [...catalogueKeys.mapped(workspaceId), storeId] as const,
  unmapped: (workspaceId: string | null) =>
    [...catalogueKeys.all(workspaceId), 'unmapped'] as const,
  unmappedListings: (workspaceId: string | null, storeId: string | null) =>
    [...catalogueKeys.unmapped(workspaceId), storeId] as const,
};
