export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (query: {
    page: number;
    pageSize: number;
    workplaceId: string | null;
    type?: string | undefined;
  }) => [...notificationKeys.lists(), query] as const,
  settings: (workplaceId: string | null) =>
    [...notificationKeys.all, 'settings', workplaceId] as const,
};
