/**
 * Reads of the selected project's organisation that several screens share (departments, positions,
 * employee options). Keys start with 'organisation' so that one invalidation refreshes them all
 * after any change to departments, positions or employees.
 */
import type { EmployeePage } from '@performa/contracts/api/employees';
import type { Department, Option, Position } from '@performa/contracts/api/organisation';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { projectSelection } from '../lib/project-selection.ts';

export interface EmployeeOption {
  id: number;
  full_name: string;
  employee_number: string;
}

const project = () => projectSelection.get() ?? 'none';

export const organisationKeys = {
  all: () => ['organisation', project()] as const,
  departments: (search = '') => ['organisation', project(), 'departments', search] as const,
  projectDepartments: () => ['organisation', project(), 'project-departments'] as const,
  subDepartments: (department: number) => ['organisation', project(), 'sub-departments', department] as const,
  positions: () => ['organisation', project(), 'positions'] as const,
  filteredPositions: (department: number, sub: number | null) => ['organisation', project(), 'filtered-positions', department, sub] as const,
  employeeOptions: () => ['organisation', project(), 'employee-options'] as const,
  employees: (query: string) => ['organisation', project(), 'employees', query] as const,
};

/** Refreshes every shared organisation read (after a create, change or delete). */
export const invalidateOrganisation = (client: QueryClient) => client.invalidateQueries({ queryKey: ['organisation'] });

export const departmentsQuery = (search = '') =>
  queryOptions({
    queryKey: organisationKeys.departments(search),
    queryFn: () => api.get<Department[]>(`/wizard/departments/${search ? `?search=${encodeURIComponent(search)}` : ''}`),
  });
export const useDepartments = (search = '') => useQuery(departmentsQuery(search));

export const useProjectDepartments = () =>
  useQuery({ queryKey: organisationKeys.projectDepartments(), queryFn: () => api.get<Option[]>('/wizard/project-departments/') });

export const useSubDepartments = (department: number | null) =>
  useQuery({
    queryKey: organisationKeys.subDepartments(department ?? 0),
    queryFn: () => api.get<Option[]>(`/wizard/sub-departments/?department=${department}`),
    enabled: department !== null,
  });

export const positionsQuery = () => queryOptions({ queryKey: organisationKeys.positions(), queryFn: () => api.get<Position[]>('/wizard/positions/') });
export const usePositions = () => useQuery(positionsQuery());

export const useFilteredPositions = (department: number | null, sub: number | null) =>
  useQuery({
    queryKey: organisationKeys.filteredPositions(department ?? 0, sub),
    queryFn: () => api.get<Option[]>(`/wizard/filtered-department-positions/?department=${department}${sub ? `&sub_department=${sub}` : ''}`),
    enabled: department !== null,
  });

export const useEmployeeOptions = () =>
  useQuery({ queryKey: organisationKeys.employeeOptions(), queryFn: () => api.get<EmployeeOption[]>('/wizard/employees-list/') });

/** A page of employees; `query` is the URL query string (page, page_size, ordering, filters). */
export const useEmployeePage = (query: string) =>
  useQuery({
    queryKey: organisationKeys.employees(query),
    queryFn: () => api.get<EmployeePage>(`/wizard/employees/?${query}`),
    placeholderData: (previous) => previous,
  });
