/**
 * Reads of the selected project's organisation that several screens share (departments, positions,
 * employee options). Their keys (organisationKeys of keys.ts) start with 'organisation' so that one
 * invalidation refreshes them all after any change to departments, positions or employees.
 */
import type { RouteAnswer } from '@performa/contracts/routes/define';
import { departmentRoutes, positionRoutes } from '@performa/contracts/routes/organisation';
import { employeeRoutes } from '@performa/contracts/routes/people';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { organisationKeys, type EmployeeListQuery } from './keys.ts';

/** An active employee as the manager pickers list them. */
export type EmployeeOption = RouteAnswer<typeof employeeRoutes.listEmployeeOptions>[number];

/** Refreshes every shared organisation read (after a create, change or delete). */
export const invalidateOrganisation = (client: QueryClient) => client.invalidateQueries({ queryKey: organisationKeys.everyProject() });

/** The department tree of the project (flat, with parent_id); `search` keeps the matching ones. */
export const getDepartments = (search = '') => api.call(departmentRoutes.listDepartments, { query: { search } });
export const departmentsQuery = (search = '') => queryOptions({ queryKey: organisationKeys.departments(search), queryFn: () => getDepartments(search) });
export const useDepartments = (search = '') => useQuery(departmentsQuery(search));

/** The positional chart: every position with its parent and holders. */
export const getPositions = () => api.call(positionRoutes.listPositions, {});
export const positionsQuery = () => queryOptions({ queryKey: organisationKeys.positions(), queryFn: getPositions });
export const usePositions = () => useQuery(positionsQuery());

/** The active employees, as options (manager pickers). */
export const getEmployeeOptions = () => api.call(employeeRoutes.listEmployeeOptions, {});
export const useEmployeeOptions = () => useQuery({ queryKey: organisationKeys.employeeOptions(), queryFn: getEmployeeOptions });

/** A page of employees. */
export const getEmployeePage = (query: EmployeeListQuery) => api.call(employeeRoutes.listEmployees, { query });
export const useEmployeePage = (query: EmployeeListQuery) =>
  useQuery({ queryKey: organisationKeys.employees(query), queryFn: () => getEmployeePage(query), placeholderData: keepPreviousData });
