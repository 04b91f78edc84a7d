export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (query: { page: number; pageSize: number; workplaceId: string | null }) =>
    [...notificationKeys.lists(), query] as const,
};
