import { weightRoutes } from '@performa/contracts/routes/weights';
import type { RouteInput } from '@performa/contracts/routes/define';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateEmployeeWeights } from './keys.ts';

export type SaveIndividualWeightInput = { id: number; body: RouteInput<typeof weightRoutes.saveIndividualWeight>['body'] };

export const saveIndividualWeight = ({ id, body }: SaveIndividualWeightInput) => api.call(weightRoutes.saveIndividualWeight, { params: { id }, body });

export function useSaveIndividualWeight() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveIndividualWeight, onSuccess: () => invalidateEmployeeWeights(client), meta: { silent: true } });
}
