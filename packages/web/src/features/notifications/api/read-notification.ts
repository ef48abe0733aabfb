import { notificationRoutes } from '@performa/contracts/routes/system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { notificationKeys } from './keys.ts';

/** Marks one of the caller's notifications read. */
export const readNotification = (id: number) => api.call(notificationRoutes.readNotification, { params: { id } });

/** Opening a notification marks it read; the bell's list and count are read again. Failures are only logged (a header call). */
export function useReadNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: readNotification,
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.all() }),
    onError: (error) => console.error('Marking a notification read failed', error),
    meta: { silent: true },
  });
}
