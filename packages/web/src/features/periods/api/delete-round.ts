import { useSetupMutation } from '../../../api/evaluation-setup.ts';
import { api } from '../../../lib/api-client.ts';

/** Deletes a round with everything that hangs off it. */
export const deleteRound = (id: number) => api.delete(`/wizard/frequency/${id}/`);

export const useDeleteRound = () => useSetupMutation(deleteRound);
