/**
 * Reads of the selected project's organisation that several screens share (departments, positions,
 * employee options). Keys start with 'organisation' so that one invalidation refreshes them all
 * after any change to departments, positions or employees.
 */
import type { RouteAnswer, RouteInput } from '@performa/contracts/routes/define';
import { departmentRoutes, positionRoutes } from '@performa/contracts/routes/organisation';
import { employeeRoutes } from '@performa/contracts/routes/people';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { projectSelection } from '../lib/project-selection.ts';

/** An active employee as the manager pickers list them. */
export type EmployeeOption = RouteAnswer<typeof employeeRoutes.listEmployeeOptions>[number];

/** The query of a page of employees (page, page_size, ordering, status, filters, search). */
export type EmployeeListQuery = NonNullable<RouteInput<typeof employeeRoutes.listEmployees>['query']>;

const project = () => projectSelection.get() ?? 'none';

export const organisationKeys = {
  all: () => ['organisation', project()] as const,
  departments: (search = '') => ['organisation', project(), 'departments', search] as const,
  projectDepartments: () => ['organisation', project(), 'project-departments'] as const,
  subDepartments: (department: number) => ['organisation', project(), 'sub-departments', department] as const,
  positions: () => ['organisation', project(), 'positions'] as const,
  filteredPositions: (department: number, sub: number | null) => ['organisation', project(), 'filtered-positions', department, sub] as const,
  employeeOptions: () => ['organisation', project(), 'employee-options'] as const,
  employees: (query: EmployeeListQuery) => ['organisation', project(), 'employees', query] as const,
};

/** Refreshes every shared organisation read (after a create, change or delete). */
export const invalidateOrganisation = (client: QueryClient) => client.invalidateQueries({ queryKey: ['organisation'] });

/** The department tree of the project (flat, with parent_id); `search` keeps the matching ones. */
export const getDepartments = (search = '') => api.call(departmentRoutes.listDepartments, { query: { search } });
export const departmentsQuery = (search = '') => queryOptions({ queryKey: organisationKeys.departments(search), queryFn: () => getDepartments(search) });
export const useDepartments = (search = '') => useQuery(departmentsQuery(search));

/** The top-level departments, as options. */
export const getProjectDepartments = () => api.call(departmentRoutes.listTopDepartments, {});
export const useProjectDepartments = () => useQuery({ queryKey: organisationKeys.projectDepartments(), queryFn: getProjectDepartments });

/** The sub-departments of a department, as options. */
export const getSubDepartments = (department: number) => api.call(departmentRoutes.listSubDepartments, { query: { department } });
export const useSubDepartments = (department: number | null) =>
  useQuery({
    queryKey: organisationKeys.subDepartments(department ?? 0),
    queryFn: () => getSubDepartments(department!),
    enabled: department !== null,
  });

/** The positional chart: every position with its parent and holders. */
export const getPositions = () => api.call(positionRoutes.listPositions, {});
export const positionsQuery = () => queryOptions({ queryKey: organisationKeys.positions(), queryFn: getPositions });
export const usePositions = () => useQuery(positionsQuery());

/** The positions of a department, or of its sub-department, as options. */
export const getFilteredPositions = (department: number, sub: number | null) =>
  api.call(positionRoutes.listFilteredPositions, { query: { department, sub_department: sub } });
export const useFilteredPositions = (department: number | null, sub: number | null) =>
  useQuery({
    queryKey: organisationKeys.filteredPositions(department ?? 0, sub),
    queryFn: () => getFilteredPositions(department!, sub),
    enabled: department !== null,
  });

/** The active employees, as options (manager pickers). */
export const getEmployeeOptions = () => api.call(employeeRoutes.listEmployeeOptions, {});
export const useEmployeeOptions = () => useQuery({ queryKey: organisationKeys.employeeOptions(), queryFn: getEmployeeOptions });

/** A page of employees. */
export const getEmployeePage = (query: EmployeeListQuery) => api.call(employeeRoutes.listEmployees, { query });
export const useEmployeePage = (query: EmployeeListQuery) =>
  useQuery({ queryKey: organisationKeys.employees(query), queryFn: () => getEmployeePage(query), placeholderData: keepPreviousData });
