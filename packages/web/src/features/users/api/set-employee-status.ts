import type { RouteInput } from '@performa/contracts/routes/define';
import { employeeRoutes } from '@performa/contracts/routes/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateOrganisation } from '../../../api/organisation.ts';
import { api } from '../../../lib/api-client.ts';

export type StatusAction = RouteInput<typeof employeeRoutes.setEmployeeStatus>['body']['action'];

/** Terminates (archives) or re-activates an employee; terminating an admin or super admin is refused (409). */
export const setEmployeeStatus = (id: number, action: StatusAction) => api.call(employeeRoutes.setEmployeeStatus, { params: { id }, body: { action } });

/** The mutation; the caller shows the outcome (the server's 409 message included). */
export function useSetEmployeeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: StatusAction }) => setEmployeeStatus(id, action),
    onSuccess: () => invalidateOrganisation(queryClient),
    meta: { silent: true },
  });
}
