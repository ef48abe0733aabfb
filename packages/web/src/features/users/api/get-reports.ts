import { employeeRoutes } from '@performa/contracts/routes/people';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { organisationKeys, type EmployeeListQuery } from '../../../api/keys.ts';
import { api } from '../../../lib/api-client.ts';

/** The active direct reports of an employee (the terminate confirmation names them, docs/product.md §2.7). */
const reportsQuery = (managerId: number): EmployeeListQuery => ({ manager: managerId, status: 'active', page: 1, page_size: 200, ordering: 'full_name' });

export const getReports = (managerId: number) => api.call(employeeRoutes.listEmployees, { query: reportsQuery(managerId) });

export const reportsQueryOptions = (managerId: number) =>
  queryOptions({ queryKey: organisationKeys.employees(reportsQuery(managerId)), queryFn: () => getReports(managerId) });

/** The reports of `managerId`; nothing is fetched while it is null. */
export const useReports = (managerId: number | null) => useQuery({ ...reportsQueryOptions(managerId ?? 0), enabled: managerId !== null });
