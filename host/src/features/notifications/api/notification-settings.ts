import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type {
  NotificationSettings,
  SaveNotificationSettingsBody,
} from '@omni/shared/contracts/notification-settings';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { callApi } from '../../../app/api/call-api';
import { notificationKeys } from './notification-keys';

export const getNotificationSettings = () =>
  callApi<NotificationSettings>('get', 'core/notification-settings');

export const saveNotificationSettings = (body: SaveNotificationSettingsBody) =>
  callApi<NotificationSettings>('put', 'core/notification-settings', body);

/** The workplace's preference for every kind (defaults filled in by the API). */
export function useNotificationSettings() {
  const workplaceId = useAtomValue(currentWorkspaceIdAtom);
  return useQuery({
    queryKey: notificationKeys.settings(workplaceId),
    queryFn: getNotificationSettings,
  });
}

/** PUT core/notification-settings; the answer (every kind) replaces the cached settings. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  const workplaceId = useAtomValue(currentWorkspaceIdAtom);
  return useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (data) => queryClient.setQueryData(notificationKeys.settings(workplaceId), data),
  });
}
