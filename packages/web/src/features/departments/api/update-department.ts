import type { Department, DepartmentBody } from '@performa/contracts/api/organisation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateOrganisation } from '../../../api/organisation.ts';
import { api } from '../../../lib/api-client.ts';

export interface UpdateDepartmentInput {
  id: number;
  body: DepartmentBody;
}

/** Renames and/or moves a department (parent_id null: to the top level). */
export const updateDepartment = ({ id, body }: UpdateDepartmentInput) => api.put<Department>(`/wizard/departments/${id}/`, body);

/** The dialog shows the errors itself (a cycle is a field error on parent_id). */
export function useUpdateDepartment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateDepartment, meta: { silent: true }, onSuccess: () => invalidateOrganisation(queryClient) });
}
