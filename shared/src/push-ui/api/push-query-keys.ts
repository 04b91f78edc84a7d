/**
 * Query keys of the push UI. Every key carries the workplace: the API scopes stores, quota and
 * settings by the `workplace-id` header, so switching workplace must not show the previous one's.
 */
export const pushQueryKeys = {
  all: (workspaceId: string | null) => ['push', workspaceId] as const,
  channels: (workspaceId: string | null) =>
    [...pushQueryKeys.all(workspaceId), 'channels'] as const,
  automation: (workspaceId: string | null) =>
    [...pushQueryKeys.all(workspaceId), 'automation'] as const,
  listingQuota: (workspaceId: string | null) =>
    [...pushQueryKeys.all(workspaceId), 'listing-quota'] as const,
  tiktokPrerequisites: (workspaceId: string | null) =>
    [...pushQueryKeys.all(workspaceId), 'tiktok', 'prerequisites'] as const,
  tiktokWarehouses: (workspaceId: string | null) =>
    [...pushQueryKeys.all(workspaceId), 'tiktok', 'warehouses'] as const,
};
