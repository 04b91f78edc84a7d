/**
 * Query keys of the order center. Every key carries the workplace, because the API scopes
 * orders by the `workplace-id` header: switching workplace must not show the previous one's data.
 */
export const orderKeys = {
  all: (workspaceId: string | null) => ['orders', workspaceId] as const,
  statusCounts: (workspaceId: string | null) =>
    [...orderKeys.all(workspaceId), 'status-counts'] as const,
};
