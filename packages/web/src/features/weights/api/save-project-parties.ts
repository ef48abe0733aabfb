import { weightRoutes } from '@performa/contracts/routes/weights';
import type { RouteInput } from '@performa/contracts/routes/define';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { weightKeys } from './keys.ts';

export type PartyWeightsInput = RouteInput<typeof weightRoutes.saveProjectParties>['body'];

export const saveProjectParties = (body: PartyWeightsInput) => api.call(weightRoutes.saveProjectParties, { body });

export function useSaveProjectParties() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveProjectParties,
    onSuccess: (saved) => client.setQueryData(weightKeys.parties(), saved),
    meta: { silent: true },
  });
}
