import type { NotificationList } from '@performa/contracts/api/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getNotifications = () => api.get<NotificationList>('/notifications/notifications/');

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: ['notifications'],
    queryFn: getNotifications,
    // A header call: failures are only logged (seed §8).
    meta: { silent: true },
  });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
