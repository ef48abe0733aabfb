import { useSetupMutation } from '../../../api/evaluation-setup.ts';
import { api } from '../../../lib/api-client.ts';

/** Deletes a period with its rounds and everything that hangs off them. */
export const deletePeriod = (id: number) => api.delete(`/wizard/period/${id}/`);

export const useDeletePeriod = () => useSetupMutation(deletePeriod);
