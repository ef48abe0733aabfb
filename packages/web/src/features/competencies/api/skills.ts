import type { Skill, SkillBody, SkillType } from '@performa/contracts/api/competencies';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { competencyKeys, invalidateCompetencies } from './keys.ts';

export const SKILLS_PATH = '/wizard/skills/';
export const SKILL_IMPORT_PATH = '/wizard/import-skills-from-csv/';

export interface SkillFilters {
  search: string;
  category: number | null;
  skill_type: SkillType | null;
  period: number | null;
}

export const NO_FILTERS: SkillFilters = { search: '', category: null, skill_type: null, period: null };

/** The filters as a query string (only those that are set). */
export function skillQuery(filters: SkillFilters): string {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.category !== null) params.set('category', String(filters.category));
  if (filters.skill_type) params.set('skill_type', filters.skill_type);
  if (filters.period !== null) params.set('period', String(filters.period));
  return params.toString();
}

/** The project's competencies matching the filters. */
export function useSkills(filters: SkillFilters = NO_FILTERS) {
  const query = skillQuery(filters);
  return useQuery({
    queryKey: competencyKeys.skills(query),
    queryFn: () => api.get<Skill[]>(`${SKILLS_PATH}${query ? `?${query}` : ''}`),
    placeholderData: keepPreviousData,
  });
}

/** Creates a competency, or changes one when `id` is given. */
export const saveSkill = (id: number | null, body: SkillBody) =>
  id === null ? api.post<Skill>(SKILLS_PATH, body) : api.put<Skill>(`${SKILLS_PATH}${id}/`, body);

/** Deletes a competency (it leaves every list); the dialog shows a refusal itself. */
export function useDeleteSkill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${SKILLS_PATH}${id}/`),
    meta: { silent: true },
    onSuccess: () => invalidateCompetencies(queryClient),
  });
}
