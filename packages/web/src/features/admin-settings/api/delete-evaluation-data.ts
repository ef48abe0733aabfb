import { evaluationRoutes } from '@performa/contracts/routes/evaluations';
import { api } from '../../../lib/api-client.ts';

/** Deletes every evaluation of the selected project (answers, survey answers, reminders with them); `confirm` must be its exact name. */
export const deleteEvaluationData = (confirm: string) => api.call(evaluationRoutes.deleteEvaluationData, { body: { confirm } });
