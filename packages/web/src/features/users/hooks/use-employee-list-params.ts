import type { EmployeeStatus } from '@performa/contracts/api/employees';
import type { EmployeeListQuery } from '../../../api/keys.ts';
import { defineList, orderingOf, param, useListParams, type FilterPatchOf, type ListParamsOf } from '../../../lib/list-params.ts';

/** The orderings the API accepts (EMPLOYEE_ORDERINGS of the contracts), spelled here to keep zod out of the page. */
export const ORDERINGS = ['employee_number', 'full_name', 'first_name', 'last_name', 'department', 'position', 'manager', 'status'] as const;
export type Ordering = (typeof ORDERINGS)[number];

/**
 * The employee list's parameters in the URL: page, size, sort, search and filters. It is sorted by
 * what its name column shows, "First Last" (docs/product.md §2.7).
 */
export const employeeList = defineList({
  orderings: ORDERINGS,
  defaultOrdering: 'full_name',
  filters: { search: param.text(), department: param.id(), position: param.id(), manager: param.id() },
});

export type EmployeeListParams = ListParamsOf<typeof employeeList>;
export type FilterPatch = FilterPatchOf<typeof employeeList>;

/** The query of the employee list (employeeRoutes.listEmployees) for this state; empty filters are left out. */
export function serverQuery(p: EmployeeListParams, status: EmployeeStatus): EmployeeListQuery {
  return {
    page: p.page,
    page_size: p.size,
    ordering: orderingOf(p.sort),
    status,
    ...(p.search.trim() ? { search: p.search.trim() } : {}),
    ...(p.department ? { department: p.department } : {}),
    ...(p.position ? { position: p.position } : {}),
    ...(p.manager ? { manager: p.manager } : {}),
  };
}

/** The employee list's state in the URL (lib/list-params.ts). */
export const useEmployeeListParams = () => useListParams(employeeList);
