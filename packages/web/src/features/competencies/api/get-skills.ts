import { competencyRoutes } from '@performa/contracts/routes/competencies';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { competencyKeys, NO_FILTERS, type SkillFilters } from './keys.ts';

/** The project's competencies matching the filters (only those that are set are sent). */
export const getSkills = ({ search, category, skill_type, period }: SkillFilters) =>
  api.call(competencyRoutes.listSkills, { query: { search: search.trim(), category, skill_type: skill_type ?? undefined, period } });

export const skillsQuery = (filters: SkillFilters) =>
  queryOptions({ queryKey: competencyKeys.skills(filters), queryFn: () => getSkills(filters), placeholderData: keepPreviousData });

export const useSkills = (filters: SkillFilters = NO_FILTERS) => useQuery(skillsQuery(filters));
