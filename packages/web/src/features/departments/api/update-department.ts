import type { RouteInput } from '@performa/contracts/routes/define';
import { departmentRoutes } from '@performa/contracts/routes/organisation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateOrganisation } from '../../../api/organisation.ts';
import { api } from '../../../lib/api-client.ts';

export interface UpdateDepartmentInput {
  id: number;
  body: RouteInput<typeof departmentRoutes.updateDepartment>['body'];
}

/** Renames and/or moves a department (parent_id null: to the top level). */
export const updateDepartment = ({ id, body }: UpdateDepartmentInput) => api.call(departmentRoutes.updateDepartment, { params: { id }, body });

/** The dialog shows the errors itself (a cycle is a field error on parent_id). */
export function useUpdateDepartment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateDepartment, meta: { silent: true }, onSuccess: () => invalidateOrganisation(queryClient) });
}
