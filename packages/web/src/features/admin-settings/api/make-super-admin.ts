import type { PermissionAccount } from '@performa/contracts/api/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminSettingsKeys } from './get-permission-accounts.ts';

export const makeSuperAdmin = (accountId: number) => api.post<PermissionAccount>('/wizard/make-super-admin/', { account_id: accountId });

export function useMakeSuperAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeSuperAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSettingsKeys.all }),
  });
}
