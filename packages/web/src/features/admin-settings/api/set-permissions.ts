import type { RouteInput } from '@performa/contracts/routes/define';
import { adminSettingsRoutes } from '@performa/contracts/routes/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminSettingsKeys } from './get-permission-accounts.ts';

/** What a permission save sends: the codes and, for an admin, the department scope (all_departments, departments). */
export type PermissionInput = RouteInput<typeof adminSettingsRoutes.setPermissions>['body'];

/** Sets an account's permission codes and (for an admin) department scope; one's own account answers 409. */
export const setPermissions = (id: number, body: PermissionInput) => api.call(adminSettingsRoutes.setPermissions, { params: { id }, body });

export function useSetPermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PermissionInput }) => setPermissions(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSettingsKeys.all }),
  });
}
