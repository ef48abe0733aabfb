import type { PermissionAccount, PermissionBody } from '@performa/contracts/api/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminSettingsKeys } from './get-permission-accounts.ts';

/** Sets an account's permission codes and (for an admin) department scope; one's own account answers 409. */
export const setPermissions = (id: number, body: PermissionBody) => api.put<PermissionAccount>(`/account/permissions/${id}/`, body);

export function useSetPermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PermissionBody }) => setPermissions(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSettingsKeys.all }),
  });
}
