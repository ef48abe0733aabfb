import type { EmployeeSkillPage, EmployeeSkills, PositionSkills, PositionSkillSummary, SkillWeight } from '@performa/contracts/api/competencies';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { competencyKeys } from './keys.ts';

const FOR_POSITION = '/wizard/skills-for-position/';
const USER_SKILL = '/wizard/edit-user-skill/';

/** The positions (of the caller's scope) with their competency counts and weight totals. */
export const usePositionSummaries = () => useQuery({ queryKey: competencyKeys.positions(), queryFn: () => api.get<PositionSkillSummary[]>(FOR_POSITION) });

/** One position's competencies with weight and norm. */
export const usePositionSkills = (id: number | null) =>
  useQuery({ queryKey: competencyKeys.position(id ?? 0), queryFn: () => api.get<PositionSkills>(`${FOR_POSITION}?position=${id}`), enabled: id !== null });

export const savePositionSkills = (id: number, skills: SkillWeight[]) => api.put<PositionSkills>(`/wizard/set-skills-weight/${id}/`, { skills });

export const EMPLOYEE_PAGE_SIZE = 25;

/** A page of active employees with whether they have an own list. */
export function useEmployeeSkillPage(search: string, page: number) {
  const query = new URLSearchParams({
    page: String(page),
    page_size: String(EMPLOYEE_PAGE_SIZE),
    ...(search.trim() ? { search: search.trim() } : {}),
  }).toString();
  return useQuery({
    queryKey: competencyKeys.employees(query),
    queryFn: () => api.get<EmployeeSkillPage>(`${USER_SKILL}?${query}`),
    placeholderData: keepPreviousData,
  });
}

/** An employee's effective list (own, or the position's). */
export const useEmployeeSkills = (id: number | null) =>
  useQuery({ queryKey: competencyKeys.employee(id ?? 0), queryFn: () => api.get<EmployeeSkills>(`${USER_SKILL}${id}/`), enabled: id !== null });

export const saveEmployeeSkills = (id: number, skills: SkillWeight[]) => api.put<EmployeeSkills>(`${USER_SKILL}${id}/`, { skills });
export const resetEmployeeSkills = (id: number) => api.delete<EmployeeSkills>(`${USER_SKILL}${id}/`);
