import { positionRoutes } from '@performa/contracts/routes/organisation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateOrganisation } from '../../../api/organisation.ts';
import { api } from '../../../lib/api-client.ts';

/** Deletes a position; the positions below move up to its superior (409 while employees hold it). */
export const deletePosition = (id: number) => api.call(positionRoutes.deletePosition, { params: { id } });

/** The confirmation dialog shows the error itself (the 409's translated detail). */
export function useDeletePosition() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePosition, meta: { silent: true }, onSuccess: () => invalidateOrganisation(queryClient) });
}
