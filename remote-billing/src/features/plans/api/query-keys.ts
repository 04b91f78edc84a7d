/** Query keys of the plans; pricing is public and the same for everyone. */
export const planKeys = {
  all: () => ['plans'] as const,
  pricing: () => [...planKeys.all(), 'pricing'] as const,
};
