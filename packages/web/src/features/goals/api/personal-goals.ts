import type {
  EmployeeGoalsPage,
  GenerateGoalsBody,
  GenerateGoalsResult,
  PersonalGoal,
  PersonalGoalCreate,
  PersonalGoalList,
  PersonalGoalUpdate,
} from '@performa/contracts/api/goals';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { goalKeys } from './keys.ts';

const PATH = '/goals/personal-goals/';
export const EMPLOYEE_PAGE_SIZE = 25;

export interface EmployeeGoalsFilter {
  period: number;
  search: string;
  department: number | null;
  page: number;
}

/** A page of active employees with their goal totals in the period. */
export function useEmployeeGoals(filter: EmployeeGoalsFilter | null) {
  const query = filter
    ? new URLSearchParams({
        period: String(filter.period),
        page: String(filter.page),
        page_size: String(EMPLOYEE_PAGE_SIZE),
        ...(filter.search.trim() ? { search: filter.search.trim() } : {}),
        ...(filter.department ? { department: String(filter.department) } : {}),
      }).toString()
    : '';
  return useQuery({
    queryKey: goalKeys.employees(query),
    queryFn: () => api.get<EmployeeGoalsPage>(`/goals/employee-goals-list/?${query}`),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });
}

/** An employee's goals in a period with the totals of every round. */
export const usePersonalGoals = (employee: number | null, period: number | null) =>
  useQuery({
    queryKey: goalKeys.personal(employee ?? 0, period ?? 0),
    queryFn: () => api.get<PersonalGoalList>(`${PATH}?employee=${employee}&period=${period}`),
    enabled: employee !== null && period !== null,
  });

export const createPersonalGoal = (body: PersonalGoalCreate) => api.post<PersonalGoal>(PATH, body);
export const updatePersonalGoal = (id: number, body: PersonalGoalUpdate) => api.put<PersonalGoal>(`${PATH}${id}/`, body);
export const deletePersonalGoal = (id: number) => api.delete(`${PATH}${id}/`);
export const deleteAllPersonalGoals = (employee: number, period: number) =>
  api.delete<{ deleted: number }>(`/goals/delete-all-personal-goals/${employee}/?period=${period}`);
export const generatePersonalGoals = (body: GenerateGoalsBody) => api.post<GenerateGoalsResult>(`${PATH}generate/`, body);
export const shareGoal = (id: number, employeeIds: number[]) => api.post<PersonalGoal>(`${PATH}${id}/share/`, { employee_ids: employeeIds });
export const unshareGoal = (id: number) => api.post<PersonalGoal>(`${PATH}${id}/unshare/`);
