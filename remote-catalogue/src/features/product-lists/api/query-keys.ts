/**
 * Query keys of the product lists. Every key carries the workplace, because the API scopes
 * products by the `workplace-id` header: switching workplace must not show the previous one's data.
 */
export const productKeys = {
  all: (workspaceId: string | null) => ['catalogue', workspaceId] as const,
  counts: (workspaceId: string | null) => [...productKeys.all(workspaceId), 'counts'] as const,
};
