import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import type { MarkReadBody, MarkReadData } from '@omni/shared/contracts';
import { unreadCountsAtom } from '@omni/shared/session';
import { callApi } from '../../../app/api/call-api';
import { notificationKeys } from './notification-keys';

export const markNotificationsRead = (body: MarkReadBody) =>
  callApi<MarkReadData>('post', 'core/notifications/mark-read', body);

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  const setUnread = useSetAtom(unreadCountsAtom);
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (data) => {
      setUnread(data.unread);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
    },
  });
}
