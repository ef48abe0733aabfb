import { evaluationRoutes } from '@performa/contracts/routes/evaluations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { evaluationKeys } from './keys.ts';

/** One evaluation (skill or goal) with its answers or goal lines, memo, dates and history. */
export const getAssessmentDetails = (id: number) => api.call(evaluationRoutes.assessmentDetails, { params: { id } });
export const assessmentDetailsQuery = (id: number) => queryOptions({ queryKey: evaluationKeys.details(id), queryFn: () => getAssessmentDetails(id) });
export const useAssessmentDetails = (id: number) => useQuery(assessmentDetailsQuery(id));
