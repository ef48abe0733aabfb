import { weightRoutes } from '@performa/contracts/routes/weights';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateEmployeeWeights } from './keys.ts';

/** Removes an employee's personal weights: the project's apply again. */
export const deletePersonalWeight = (id: number) => api.call(weightRoutes.deletePersonalWeight, { params: { id } });

export function useDeletePersonalWeight() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deletePersonalWeight, onSuccess: () => invalidateEmployeeWeights(client), meta: { silent: true } });
}
