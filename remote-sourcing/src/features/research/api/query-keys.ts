/** Query keys of the research tabs: research data is the same for every workplace; ads are not (views). */
export const researchKeys = {
  all: () => ['research'] as const,
  product: (productId: string) => [...researchKeys.all(), productId] as const,
  priceHistory: (productId: string) =>
    [...researchKeys.product(productId), 'price-history'] as const,
  orderStatistics: (productId: string) =>
    [...researchKeys.product(productId), 'order-statistics'] as const,
  topCountries: (productId: string) =>
    [...researchKeys.product(productId), 'top-countries'] as const,
  keywords: (productId: string) => [...researchKeys.product(productId), 'keywords'] as const,
  similar: (productId: string) => [...researchKeys.product(productId), 'similar'] as const,
  seller: (productId: string) => [...researchKeys.product(productId), 'seller'] as const,
  reviews: (productId: string) => [...researchKeys.product(productId), 'reviews'] as const,
  storesSelling: (productId: string) => [...researchKeys.product(productId), 'stores'] as const,
  ads: (workspaceId: string | null, productId: string, platform: string | undefined) =>
    [...researchKeys.all(), 'ads', workspaceId, productId, platform ?? 'all'] as const,
  adFilters: (productId: string) => [...researchKeys.product(productId), 'ad-filters'] as const,
};
