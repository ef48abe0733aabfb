import type { Department, DepartmentBody } from '@performa/contracts/api/organisation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateOrganisation } from '../../../api/organisation.ts';
import { api } from '../../../lib/api-client.ts';

/** Creates a department; with a parent_id it is a sub-department of that department. */
export const createDepartment = (body: DepartmentBody) => api.post<Department>('/wizard/departments/', body);

/** The dialog shows the errors itself (field errors next to the fields). */
export function useCreateDepartment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createDepartment, meta: { silent: true }, onSuccess: () => invalidateOrganisation(queryClient) });
}
