import { roundRoutes } from '@performa/contracts/routes/setup';
import { useSetupMutation } from '../../../api/evaluation-setup.ts';
import { api } from '../../../lib/api-client.ts';

/** Deletes a round with everything that hangs off it. */
export const deleteRound = (id: number) => api.call(roundRoutes.deleteRound, { params: { id } });

/** Refreshes every setup read after it. */
export const useDeleteRound = () => useSetupMutation(deleteRound);
