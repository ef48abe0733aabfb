import type { RouteInput } from '@performa/contracts/routes/define';
import { adminSettingsRoutes } from '@performa/contracts/routes/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminSettingsKeys } from './keys.ts';

/** One changed row of the permissions table: the codes and, for an admin, the department scope. */
export type PermissionChange = RouteInput<typeof adminSettingsRoutes.setPermissionsBulk>['body']['changes'][number];

/**
 * The permissions table's one Save (docs/product.md §7.5): every changed row at once, all or nothing.
 * A refused row answers 400 with fields `changes.<index>.<field>`; one's own account answers 409.
 */
export const savePermissions = (changes: PermissionChange[]) => api.call(adminSettingsRoutes.setPermissionsBulk, { body: { changes } });

export function useSavePermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePermissions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSettingsKeys.all() }),
  });
}
