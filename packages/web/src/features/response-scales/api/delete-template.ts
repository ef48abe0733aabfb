import { useSetupMutation } from '../../../api/evaluation-setup.ts';
import { api } from '../../../lib/api-client.ts';

/** Deletes a template with its ranges (409 while goals are rated on it). */
export const deleteTemplate = (id: number) => api.delete(`/wizard/response-scale-template/${id}/`);

export const useDeleteTemplate = () => useSetupMutation(deleteTemplate);
