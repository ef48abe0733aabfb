import { weightRoutes } from '@performa/contracts/routes/weights';
import type { RouteInput } from '@performa/contracts/routes/define';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateEmployeeWeights } from './keys.ts';

export type SavePersonalWeightInput = { id: number; body: RouteInput<typeof weightRoutes.savePersonalWeight>['body'] };

export const savePersonalWeight = ({ id, body }: SavePersonalWeightInput) => api.call(weightRoutes.savePersonalWeight, { params: { id }, body });

/** Saving an employee's own weights refreshes both lists; the dialog shows refusals itself. */
export function useSavePersonalWeight() {
  const client = useQueryClient();
  return useMutation({ mutationFn: savePersonalWeight, onSuccess: () => invalidateEmployeeWeights(client), meta: { silent: true } });
}
