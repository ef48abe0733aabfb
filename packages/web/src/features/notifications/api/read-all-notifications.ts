import { notificationRoutes } from '@performa/contracts/routes/system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { notificationKeys } from './keys.ts';

/** Marks every notification of the caller read. */
export const readAllNotifications = () => api.call(notificationRoutes.readAllNotifications, {});

/** "Mark all read": the bell's list and count are read again; a failure shows as an error toast. */
export function useReadAllNotifications() {
  const client = useQueryClient();
  return useMutation({ mutationFn: readAllNotifications, onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.all() }) });
}
