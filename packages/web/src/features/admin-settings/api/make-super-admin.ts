import { adminSettingsRoutes } from '@performa/contracts/routes/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminSettingsKeys } from './keys.ts';

export const makeSuperAdmin = (accountId: number) => api.call(adminSettingsRoutes.makeSuperAdmin, { body: { account_id: accountId } });

export function useMakeSuperAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeSuperAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSettingsKeys.all() }),
  });
}
