import { evaluationRoutes } from '@performa/contracts/routes/evaluations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { evaluateKeys } from './keys.ts';

/** A skill evaluation to fill: competencies, rating choices, survey and the caller's saved answers. */
export const getSkillForm = (id: number) => api.call(evaluationRoutes.skillForm, { params: { id } });

// Always read afresh when the form opens: the draft may have been saved on another device.
export const skillFormQuery = (id: number) =>
  queryOptions({ queryKey: evaluateKeys.skillForm(id), queryFn: () => getSkillForm(id), staleTime: 0, refetchOnMount: 'always' });

export const useSkillForm = (id: number) => useQuery(skillFormQuery(id));
