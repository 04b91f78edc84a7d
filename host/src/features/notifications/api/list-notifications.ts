import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { NotificationList, NotificationType } from '@omni/shared/contracts';
import { currentWorkspaceIdAtom, unreadCountsAtom } from '@omni/shared/session';
import { callApi } from '../../../app/api/call-api';
import { notificationKeys } from './notification-keys';

export const listNotifications = (page: number, pageSize: number, type?: NotificationType) =>
  callApi<NotificationList>('get', 'core/list-notification', {
    page,
    page_size: pageSize,
    ...(type ? { type } : {}),
  });

/**
 * A page of notifications, of one kind when `type` is given; the unread counts it carries (every
 * kind, whatever the filter) are mirrored into the shared atom.
 */
export function useNotifications(page: number, pageSize: number, type?: NotificationType) {
  const workplaceId = useAtomValue(currentWorkspaceIdAtom);
  const setUnread = useSetAtom(unreadCountsAtom);
  const query = useQuery({
    queryKey: notificationKeys.list({ page, pageSize, workplaceId, type }),
    queryFn: () => listNotifications(page, pageSize, type),
    placeholderData: keepPreviousData,
    // the bell is the only live indicator the user has; the shared default never refetches
    refetchInterval: 60_000,
  });
  useEffect(() => {
    if (query.data) setUnread(query.data.unread);
  }, [query.data, setUnread]);
  return query;
}
