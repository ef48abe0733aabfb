import { departmentRoutes } from '@performa/contracts/routes/organisation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateOrganisation } from '../../../api/organisation.ts';
import { api } from '../../../lib/api-client.ts';

/** Deletes a department with its empty sub-departments (409 while employees or positions belong to them). */
export const deleteDepartment = (id: number) => api.call(departmentRoutes.deleteDepartment, { params: { id } });

/** The confirmation dialog shows the error itself (the 409's translated detail). */
export function useDeleteDepartment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDepartment, meta: { silent: true }, onSuccess: () => invalidateOrganisation(queryClient) });
}
