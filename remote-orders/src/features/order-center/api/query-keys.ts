import type { OrderListQuery, OrderSection } from '@omni/shared/contracts/orders';

/**
 * Query keys of the order center. Every key carries the workplace, because the API scopes
 * orders by the `workplace-id` header: switching workplace must not show the previous one's data.
 */
export const orderKeys = {
  all: (workspaceId: string | null) => ['orders', workspaceId] as const,
  statusCounts: (workspaceId: string | null) =>
    [...orderKeys.all(workspaceId), 'status-counts'] as const,
  list: (workspaceId: string | null, query: OrderListQuery) =>
    [...orderKeys.all(workspaceId), 'list', query] as const,
  summary: (
    workspaceId: string | null,
    section: OrderSection,
    query: { source?: string; from_date?: string; to_date?: string },
  ) => [...orderKeys.all(workspaceId), 'summary', section, query] as const,
  columns: (workspaceId: string | null) => [...orderKeys.all(workspaceId), 'columns'] as const,
};
