import type { SkillType } from '@performa/contracts/api/competencies';
import type { RouteInput } from '@performa/contracts/routes/define';
import type { competencyRoutes } from '@performa/contracts/routes/competencies';
import type { QueryClient } from '@tanstack/react-query';
import { projectKey } from '../../../api/keys.ts';

/** The filters of the competencies list (null, or a blank search: not filtered). */
export interface SkillFilters {
  search: string;
  category: number | null;
  skill_type: SkillType | null;
  period: number | null;
}

export const NO_FILTERS: SkillFilters = { search: '', category: null, skill_type: null, period: null };

/** A page of the employees' list as the server reads it (page from 1). */
export type EmployeeSkillRowsQuery = NonNullable<RouteInput<typeof competencyRoutes.listEmployeeSkillRows>['query']>;

/** Query keys of the competencies screen; one invalidation of 'competencies' refreshes them all. */
export const competencyKeys = {
  skills: (filters: SkillFilters) => [...projectKey('competencies'), 'skills', filters] as const,
  positions: () => [...projectKey('competencies'), 'positions'] as const,
  position: (id: number) => [...projectKey('competencies'), 'position', id] as const,
  employees: (query: EmployeeSkillRowsQuery) => [...projectKey('competencies'), 'employees', query] as const,
  employee: (id: number) => [...projectKey('competencies'), 'employee', id] as const,
};

export const invalidateCompetencies = (client: QueryClient) => client.invalidateQueries({ queryKey: ['competencies'] });
