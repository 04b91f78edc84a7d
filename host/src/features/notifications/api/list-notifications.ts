import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { NotificationList } from '@omni/shared/contracts';
import { currentWorkspaceIdAtom, unreadCountsAtom } from '@omni/shared/session';
import { callApi } from '../../../app/api/call-api';
import { notificationKeys } from './notification-keys';

export const listNotifications = (page: number, pageSize: number) =>
  callApi<NotificationList>('get', 'core/list-notification', { page, page_size: pageSize });

/** A page of notifications; the unread counts it carries are mirrored into the shared atom. */
export function useNotifications(page: number, pageSize: number) {
  const workplaceId = useAtomValue(currentWorkspaceIdAtom);
  const setUnread = useSetAtom(unreadCountsAtom);
  const query = useQuery({
    queryKey: notificationKeys.list({ page, pageSize, workplaceId }),
    queryFn: () => listNotifications(page, pageSize),
    placeholderData: keepPreviousData,
    // the bell is the only live indicator the user has; the shared default never refetches
    refetchInterval: 60_000,
  });
  useEffect(() => {
    if (query.data) setUnread(query.data.unread);
  }, [query.data, setUnread]);
  return query;
}
