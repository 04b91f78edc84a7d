/** Query keys of store analytics: a scraped store is the same for every workplace. */
export const storeAnalyticsKeys = {
  all: () => ['store-analytics'] as const,
  products: (origin: string) => [...storeAnalyticsKeys.all(), 'products', origin] as const,
};
