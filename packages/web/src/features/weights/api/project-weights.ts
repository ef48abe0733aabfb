import type { PartyWeightsBody, ProjectPartyWeights, ProjectWeight, ProjectWeightBody } from '@performa/contracts/api/weights';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { weightKeys } from './keys.ts';

const PROJECT_WEIGHT = '/wizard/project-weight/';
const SKILL_PARTY = '/wizard/skill-party/';

/** The project's final score split and the cap of numerical goals. */
export const useProjectWeight = () => useQuery({ queryKey: weightKeys.projectWeight(), queryFn: () => api.get<ProjectWeight>(PROJECT_WEIGHT) });

export function useSaveProjectWeight() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectWeightBody) => api.put<ProjectWeight>(PROJECT_WEIGHT, body),
    onSuccess: (saved) => client.setQueryData(weightKeys.projectWeight(), saved),
    // The form shows the server's refusal itself.
    meta: { silent: true },
  });
}

/** The project's evaluation party weights (null until set). */
export const useProjectParties = () => useQuery({ queryKey: weightKeys.parties(), queryFn: () => api.get<ProjectPartyWeights>(SKILL_PARTY) });

export function useSaveProjectParties() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PartyWeightsBody) => api.put<ProjectPartyWeights>(SKILL_PARTY, body),
    onSuccess: (saved) => client.setQueryData(weightKeys.parties(), saved),
    meta: { silent: true },
  });
}
