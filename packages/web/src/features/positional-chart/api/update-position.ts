import type { RouteInput } from '@performa/contracts/routes/define';
import { positionRoutes } from '@performa/contracts/routes/organisation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateOrganisation } from '../../../api/organisation.ts';
import { api } from '../../../lib/api-client.ts';

export interface UpdatePositionInput {
  id: number;
  body: RouteInput<typeof positionRoutes.updatePosition>['body'];
}

/** Renames a position, moves it to another department, or makes it report elsewhere. */
export const updatePosition = ({ id, body }: UpdatePositionInput) => api.call(positionRoutes.updatePosition, { params: { id }, body });

/** The caller shows the errors itself (a cycle is a field error on parent_id). */
export function useUpdatePosition() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePosition, meta: { silent: true }, onSuccess: () => invalidateOrganisation(queryClient) });
}
