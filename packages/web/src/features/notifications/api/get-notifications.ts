import { notificationRoutes } from '@performa/contracts/routes/system';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { notificationKeys } from './keys.ts';

/** Notifications per page of the bell's list. */
export const NOTIFICATION_PAGE_SIZE = 20;

/** One page of the caller's notifications, newest first; `count` is the number of unread ones. */
export const getNotifications = (page = 1) => api.call(notificationRoutes.listNotifications, { query: { page, page_size: NOTIFICATION_PAGE_SIZE } });

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    // The bell keeps itself up to date while the app is open.
    refetchInterval: 60_000,
    // A header call: failures are only logged (docs/product.md §7.2).
    meta: { silent: true },
  });

export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}
