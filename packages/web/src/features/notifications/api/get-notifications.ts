import { notificationRoutes } from '@performa/contracts/routes/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getNotifications = () => api.call(notificationRoutes.listNotifications, {});

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: ['notifications'],
    queryFn: getNotifications,
    // A header call: failures are only logged (docs/product.md §7.2).
    meta: { silent: true },
  });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
