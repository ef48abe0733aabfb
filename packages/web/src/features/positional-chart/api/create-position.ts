import type { RouteInput } from '@performa/contracts/routes/define';
import { positionRoutes } from '@performa/contracts/routes/organisation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateOrganisation } from '../../../api/organisation.ts';
import { api } from '../../../lib/api-client.ts';

/** Creates a position in a department, reporting to parent_id (null: at the top of the chart). */
export const createPosition = (body: RouteInput<typeof positionRoutes.createPosition>['body']) => api.call(positionRoutes.createPosition, { body });

/** The dialog shows the errors itself (field errors next to the fields). */
export function useCreatePosition() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPosition, meta: { silent: true }, onSuccess: () => invalidateOrganisation(queryClient) });
}
