import { periodRoutes } from '@performa/contracts/routes/setup';
import { useSetupMutation } from '../../../api/evaluation-setup.ts';
import { api } from '../../../lib/api-client.ts';

/** Deletes a period with its rounds and everything that hangs off them. */
export const deletePeriod = (id: number) => api.call(periodRoutes.deletePeriod, { params: { id } });

/** Refreshes every setup read after it. */
export const useDeletePeriod = () => useSetupMutation(deletePeriod);
