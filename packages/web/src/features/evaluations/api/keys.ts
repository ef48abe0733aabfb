import type { RouteInput } from '@performa/contracts/routes/define';
import type { evaluationRoutes } from '@performa/contracts/routes/evaluations';
import type { QueryClient } from '@tanstack/react-query';
import { familyKeys } from '../../../api/keys.ts';

/** The query of a page of the evaluation list (wizard/evaluation-list/). */
export type EvaluationListQuery = NonNullable<RouteInput<typeof evaluationRoutes.evaluationList>['query']>;
/** The filters of the list, as its export takes them. */
export type EvaluationFilterQuery = Omit<EvaluationListQuery, 'page' | 'page_size' | 'ordering'>;
/** A bulk creation's preview request (scope, kinds, the admin's changes, page, search). */
export type PreviewBody = RouteInput<typeof evaluationRoutes.previewBulkEvaluations>['body'];

/** Query keys of the evaluation screens; all start with 'evaluations' and the selected project. */
export const evaluationKeys = {
  all: familyKeys.evaluations,
  list: (query: EvaluationListQuery) => [...familyKeys.evaluations(), 'list', query] as const,
  progress: (round: number) => [...familyKeys.evaluations(), 'progress', round] as const,
  evaluateeRound: (employee: number, round: number) => [...familyKeys.evaluations(), 'evaluatee-round', employee, round] as const,
  goalEvaluationOf: (employee: number, round: number) => [...familyKeys.evaluations(), 'goal-evaluation-of', employee, round] as const,
  details: (id: number) => [...familyKeys.evaluations(), 'details', id] as const,
  preview: (body: PreviewBody) => [...familyKeys.evaluations(), 'preview', body] as const,
  previewRows: (body: Omit<PreviewBody, 'page' | 'page_size'>) => [...familyKeys.evaluations(), 'preview-rows', body] as const,
  reminderLog: (round: number) => [...familyKeys.evaluations(), 'reminder-log', round] as const,
};

/** Refreshes every evaluation read (after a create, an activation, a deletion…). */
export const invalidateEvaluations = (client: QueryClient) => client.invalidateQueries({ queryKey: familyKeys.evaluations() });
