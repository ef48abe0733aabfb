import { competencyRoutes } from '@performa/contracts/routes/competencies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiContractError } from '../../../lib/api-client.ts';
import { competencyKeys } from './keys.ts';

const route = competencyRoutes.skillsForPosition;

/** One position's competencies with weight and norm: skillsForPosition with the position. */
export async function getPositionSkills(id: number) {
  const answer = await api.call(route, { query: { position: id } });
  if (Array.isArray(answer)) throw new ApiContractError(`${route.method} ${route.path}`, 'the position’s list was expected');
  return answer;
}

export const positionSkillsQuery = (id: number) => queryOptions({ queryKey: competencyKeys.position(id), queryFn: () => getPositionSkills(id) });

/** Nothing is read until a position is chosen. */
export const usePositionSkills = (id: number | null) => useQuery({ ...positionSkillsQuery(id ?? 0), enabled: id !== null });
