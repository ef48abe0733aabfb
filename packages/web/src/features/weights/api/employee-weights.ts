import type { IndividualWeightPage, PartyWeightsBody, PersonalWeightPage, SplitBody } from '@performa/contracts/api/weights';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateEmployeeWeights, weightKeys } from './keys.ts';

export const PERSONAL_LIST_PATH = '/wizard/all-personal-weights/';
export const PERSONAL_IMPORT_PATH = '/wizard/import-personal-weights-from-csv/';
const personalPath = (id: number) => `/wizard/skill-personal-weight/${id}/`;
const individualPath = (id: number) => `/wizard/individual-weight/${id}/`;

/** A page of the active employees with their personal weights (`query`: page, page_size, search). */
export const usePersonalWeights = (query: string) =>
  useQuery({
    queryKey: weightKeys.personal(query),
    queryFn: () => api.get<PersonalWeightPage>(`${PERSONAL_LIST_PATH}?${query}`),
    placeholderData: keepPreviousData,
  });

/** A page of the employees who have an individual weight. */
export const useIndividualWeights = (query: string) =>
  useQuery({
    queryKey: weightKeys.individual(query),
    queryFn: () => api.get<IndividualWeightPage>(`/wizard/individual-weight/?${query}`),
    placeholderData: keepPreviousData,
  });

/** Saving or removing an employee's own weights refreshes both lists. */
function useEmployeeWeightMutation<T>(call: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => invalidateEmployeeWeights(client), meta: { silent: true } });
}

export const useSavePersonalWeight = () => useEmployeeWeightMutation(({ id, body }: { id: number; body: PartyWeightsBody }) => api.put(personalPath(id), body));
export const useDeletePersonalWeight = () => useEmployeeWeightMutation((id: number) => api.delete(personalPath(id)));

export const useSaveIndividualWeight = () => useEmployeeWeightMutation(({ id, body }: { id: number; body: SplitBody }) => api.put(individualPath(id), body));
export const useDeleteIndividualWeight = () => useEmployeeWeightMutation((id: number) => api.delete(individualPath(id)));
