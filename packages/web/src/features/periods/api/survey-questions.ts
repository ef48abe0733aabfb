import type { RouteInput } from '@performa/contracts/routes/define';
import { evaluationRoutes } from '@performa/contracts/routes/evaluations';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { periodKeys } from './keys.ts';

/** The survey questions of the project's evaluation forms, in order (docs/product.md §5.10). */
export const getSurveyQuestions = () => api.call(evaluationRoutes.surveyQuestions, {});
export const surveyQuestionsQuery = () => queryOptions({ queryKey: periodKeys.survey(), queryFn: getSurveyQuestions });
export const useSurveyQuestions = () => useQuery(surveyQuestionsQuery());

export interface SaveSurveyQuestionInput {
  /** The question to change; absent to add one. */
  id?: number;
  body: RouteInput<typeof evaluationRoutes.createSurveyQuestion>['body'];
}

export const saveSurveyQuestion = ({ id, body }: SaveSurveyQuestionInput) =>
  id === undefined ? api.call(evaluationRoutes.createSurveyQuestion, { body }) : api.call(evaluationRoutes.updateSurveyQuestion, { params: { id }, body });

export const deleteSurveyQuestion = (id: number) => api.call(evaluationRoutes.deleteSurveyQuestion, { params: { id } });

/** Adding or changing a question reads the list again; the dialog shows refusals at its fields. */
export function useSaveSurveyQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSurveyQuestion,
    onSuccess: () => client.invalidateQueries({ queryKey: periodKeys.survey() }),
    meta: { silent: true },
  });
}

/** Deleting a question (with its answers) reads the list again; the confirmation shows a refusal. */
export function useDeleteSurveyQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSurveyQuestion,
    onSuccess: () => client.invalidateQueries({ queryKey: periodKeys.survey() }),
    meta: { silent: true },
  });
}
