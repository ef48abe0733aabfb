import { goalRoutes } from '@performa/contracts/routes/goals';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { goalKeys, type EmployeeGoalsQuery } from './keys.ts';

export const EMPLOYEE_PAGE_SIZE = 25;

/** What the employee list shows: a period, a search, a department (or all), a page (from 1). */
export interface EmployeeGoalsFilter {
  period: number;
  search: string;
  department: number | null;
  page: number;
}

const queryOf = ({ period, search, department, page }: EmployeeGoalsFilter): EmployeeGoalsQuery => ({
  period,
  page,
  page_size: EMPLOYEE_PAGE_SIZE,
  search: search.trim(),
  department,
});

/** A page of active employees with their goal count and weight totals in the period. */
export const getEmployeeGoals = (query: EmployeeGoalsQuery) => api.call(goalRoutes.listEmployeeGoals, { query });

export const employeeGoalsQuery = (filter: EmployeeGoalsFilter) =>
  queryOptions({
    queryKey: goalKeys.employees(queryOf(filter)),
    queryFn: () => getEmployeeGoals(queryOf(filter)),
    placeholderData: keepPreviousData,
  });

export const useEmployeeGoals = (filter: EmployeeGoalsFilter) => useQuery(employeeGoalsQuery(filter));
