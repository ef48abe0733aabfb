import type { RouteInput } from '@performa/contracts/routes/define';
import { departmentRoutes } from '@performa/contracts/routes/organisation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateOrganisation } from '../../../api/organisation.ts';
import { api } from '../../../lib/api-client.ts';

/** Creates a department; with a parent_id it is a sub-department of that department. */
export const createDepartment = (body: RouteInput<typeof departmentRoutes.createDepartment>['body']) => api.call(departmentRoutes.createDepartment, { body });

/** The dialog shows the errors itself (field errors next to the fields). */
export function useCreateDepartment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createDepartment, meta: { silent: true }, onSuccess: () => invalidateOrganisation(queryClient) });
}
