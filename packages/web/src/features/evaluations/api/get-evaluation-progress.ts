import { evaluationRoutes } from '@performa/contracts/routes/evaluations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { evaluationKeys } from './keys.ts';

/** A round's progress: completed of total, per party, kind and department. */
export const getEvaluationProgress = (round: number) => api.call(evaluationRoutes.evaluationProgress, { query: { frequency_id: round } });
export const evaluationProgressQuery = (round: number) =>
  queryOptions({ queryKey: evaluationKeys.progress(round), queryFn: () => getEvaluationProgress(round) });
export const useEvaluationProgress = (round: number | null) => useQuery({ ...evaluationProgressQuery(round ?? 0), enabled: round !== null });
