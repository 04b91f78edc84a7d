/** Query keys of find product; collections are the same for every workplace. */
export const findProductKeys = {
  all: () => ['find-product'] as const,
  collections: () => [...findProductKeys.all(), 'collections'] as const,
};
