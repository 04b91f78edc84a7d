/** Query keys of the channels feature (the store list and account are shared keys). */
export const channelKeys = {
  all: ['channels'] as const,
  supplierAccounts: (workplaceId: string | null) =>
    [...channelKeys.all, 'supplier-accounts', workplaceId] as const,
};
