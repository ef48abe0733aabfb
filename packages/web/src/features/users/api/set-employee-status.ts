import type { RouteInput } from '@performa/contracts/routes/define';
import { employeeRoutes } from '@performa/contracts/routes/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateOrganisation } from '../../../api/organisation.ts';
import { api } from '../../../lib/api-client.ts';

export type StatusAction = RouteInput<typeof employeeRoutes.setEmployeeStatus>['body']['action'];

type StatusBody = RouteInput<typeof employeeRoutes.setEmployeeStatus>['body'];

/**
 * Terminates (archives) or re-activates an employee; terminating an admin or super admin is refused
 * (409). Terminating moves the person's reports to `new_manager` (null: none; absent: their own manager).
 */
export const setEmployeeStatus = (id: number, action: StatusAction, newManager?: StatusBody['new_manager']) =>
  api.call(employeeRoutes.setEmployeeStatus, { params: { id }, body: newManager === undefined ? { action } : { action, new_manager: newManager } });

/** The mutation; the caller shows the outcome (the server's 409 message included). */
export function useSetEmployeeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, newManager }: { id: number; action: StatusAction; newManager?: StatusBody['new_manager'] }) =>
      setEmployeeStatus(id, action, newManager),
    onSuccess: () => invalidateOrganisation(queryClient),
    meta: { silent: true },
  });
}
