import type { RouteInput } from '@performa/contracts/routes/define';
import { evaluationRoutes } from '@performa/contracts/routes/evaluations';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { periodKeys } from './keys.ts';

/** The project's evaluation settings: coworkers proposed per evaluatee, reminder days, the reminder after the end. */
export const getEvaluationSettings = () => api.call(evaluationRoutes.evaluationSettings, {});
export const evaluationSettingsQuery = () => queryOptions({ queryKey: periodKeys.settings(), queryFn: getEvaluationSettings });
export const useEvaluationSettings = () => useQuery(evaluationSettingsQuery());

export type EvaluationSettingsSave = RouteInput<typeof evaluationRoutes.saveEvaluationSettings>['body'];
export const saveEvaluationSettings = (body: EvaluationSettingsSave) => api.call(evaluationRoutes.saveEvaluationSettings, { body });

/** Saving keeps the server's answer as the settings; the form shows refusals at its fields. */
export function useSaveEvaluationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveEvaluationSettings,
    onSuccess: (settings) => client.setQueryData(periodKeys.settings(), settings),
    meta: { silent: true },
  });
}
