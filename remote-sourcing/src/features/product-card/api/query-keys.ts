/** Keys of the card actions' caches: which product lists a card change must be written into. */
export const productCardKeys = {
  /** Prefix of every product list of find product (see find-product/api/query-keys). */
  lists: (workspaceId: string | null) => ['find-product', 'products', workspaceId] as const,
  /** Prefix of the favourite products list, reloaded when a favourite mark changes. */
  favourites: (workspaceId: string | null) =>
    [...productCardKeys.lists(workspaceId), 'favourites'] as const,
  /** Prefix of the product detail queries (see product-detail/api/query-keys). */
  details: () => ['product-detail', 'product'] as const,
};
