import { competencyRoutes } from '@performa/contracts/routes/competencies';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { competencyKeys, type EmployeeSkillRowsQuery } from './keys.ts';

export const EMPLOYEE_PAGE_SIZE = 25;

/** A page of active employees with whether they have an own list. */
export const getEmployeeSkillRows = (query: EmployeeSkillRowsQuery) => api.call(competencyRoutes.listEmployeeSkillRows, { query });

export const employeeSkillRowsQuery = (query: EmployeeSkillRowsQuery) =>
  queryOptions({ queryKey: competencyKeys.employees(query), queryFn: () => getEmployeeSkillRows(query), placeholderData: keepPreviousData });

/** The page (from 1) of the employees matching the search. */
export const useEmployeeSkillPage = (search: string, page: number) =>
  useQuery(employeeSkillRowsQuery({ page, page_size: EMPLOYEE_PAGE_SIZE, search: search.trim() }));
