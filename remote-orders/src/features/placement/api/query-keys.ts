/** Query keys of order placement: previews per order selection, the progress entries. */
export const placementKeys = {
  all: ['orders', 'placement'] as const,
  preview: (orderIds: readonly string[]) =>
    [...placementKeys.all, 'preview', [...orderIds].sort()] as const,
  entries: () => [...placementKeys.all, 'entries'] as const,
};
