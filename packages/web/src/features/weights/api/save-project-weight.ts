import { weightRoutes } from '@performa/contracts/routes/weights';
import type { RouteInput } from '@performa/contracts/routes/define';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { weightKeys } from './keys.ts';

export type ProjectWeightInput = RouteInput<typeof weightRoutes.saveProjectWeight>['body'];

export const saveProjectWeight = (body: ProjectWeightInput) => api.call(weightRoutes.saveProjectWeight, { body });

export function useSaveProjectWeight() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveProjectWeight,
    onSuccess: (saved) => client.setQueryData(weightKeys.projectWeight(), saved),
    // The form shows the server's refusal itself.
    meta: { silent: true },
  });
}
