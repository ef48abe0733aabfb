import { competencyRoutes } from '@performa/contracts/routes/competencies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiContractError } from '../../../lib/api-client.ts';
import { competencyKeys } from './keys.ts';

const route = competencyRoutes.skillsForPosition;

/** The positions (of the caller's scope) with their competency counts and weight totals: skillsForPosition without a position. */
export async function getPositionSummaries() {
  const answer = await api.call(route, {});
  if (!Array.isArray(answer)) throw new ApiContractError(`${route.method} ${route.path}`, 'a list of positions was expected');
  return answer;
}

export const positionSummariesQuery = () => queryOptions({ queryKey: competencyKeys.positions(), queryFn: getPositionSummaries });

export const usePositionSummaries = () => useQuery(positionSummariesQuery());
