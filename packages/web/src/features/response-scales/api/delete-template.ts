import { responseScaleRoutes } from '@performa/contracts/routes/setup';
import { useSetupMutation } from '../../../api/evaluation-setup.ts';
import { api } from '../../../lib/api-client.ts';

/** Deletes a template with its ranges (409 while goals are rated on it). */
export const deleteTemplate = (id: number) => api.call(responseScaleRoutes.deleteScaleTemplate, { params: { id } });

/** Refreshes every setup read after it. */
export const useDeleteTemplate = () => useSetupMutation(deleteTemplate);
