import { weightRoutes } from '@performa/contracts/routes/weights';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateEmployeeWeights } from './keys.ts';

/** Removes an employee's individual weight: the project's split applies again. */
export const deleteIndividualWeight = (id: number) => api.call(weightRoutes.deleteIndividualWeight, { params: { id } });

export function useDeleteIndividualWeight() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteIndividualWeight, onSuccess: () => invalidateEmployeeWeights(client), meta: { silent: true } });
}
