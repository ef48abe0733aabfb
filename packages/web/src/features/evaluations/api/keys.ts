import type { RouteInput } from '@performa/contracts/routes/define';
import type { evaluationRoutes } from '@performa/contracts/routes/evaluations';
import type { QueryClient } from '@tanstack/react-query';
import { projectSelection } from '../../../lib/project-selection.ts';

const project = () => projectSelection.get() ?? 'none';

/** The query of a page of the evaluation list (wizard/evaluation-list/). */
export type EvaluationListQuery = NonNullable<RouteInput<typeof evaluationRoutes.evaluationList>['query']>;
/** The filters of the list, as its export takes them. */
export type EvaluationFilterQuery = Omit<EvaluationListQuery, 'page' | 'page_size' | 'ordering'>;
/** A bulk creation's preview request (scope, kinds, the admin's changes, page, search). */
export type PreviewBody = RouteInput<typeof evaluationRoutes.previewBulkEvaluations>['body'];

/** Query keys of the evaluation screens; all start with 'evaluations' and the selected project. */
export const evaluationKeys = {
  all: () => ['evaluations', project()] as const,
  list: (query: EvaluationListQuery) => ['evaluations', project(), 'list', query] as const,
  progress: (round: number) => ['evaluations', project(), 'progress', round] as const,
  evaluateeRound: (employee: number, round: number) => ['evaluations', project(), 'evaluatee-round', employee, round] as const,
  goalEvaluationOf: (employee: number, round: number) => ['evaluations', project(), 'goal-evaluation-of', employee, round] as const,
  details: (id: number) => ['evaluations', project(), 'details', id] as const,
  preview: (body: PreviewBody) => ['evaluations', project(), 'preview', body] as const,
  reminderLog: (round: number) => ['evaluations', project(), 'reminder-log', round] as const,
};

/** Refreshes every evaluation read (after a create, an activation, a deletion…). */
export const invalidateEvaluations = (client: QueryClient) => client.invalidateQueries({ queryKey: ['evaluations', project()] });
