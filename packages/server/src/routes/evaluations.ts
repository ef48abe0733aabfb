import { evaluationRoutes as api } from '@performa/contracts/routes/evaluations';
import { contextOf } from '../plugins/auth.ts';
import { requestLanguage } from '../plugins/errors.ts';
import { changeCards, deleteEvaluation, reopenEvaluation } from '../services/evaluations/cards.ts';
import { createGoalEvaluation, createSkillEvaluation } from '../services/evaluations/create.ts';
import { deleteEvaluationData } from '../services/evaluations/danger-zone.ts';
import { evaluationPanel, evaluationProgress, exportEvaluations, listEvaluations } from '../services/evaluations/list.ts';
import { createBulkEvaluations, previewBulkEvaluations } from '../services/evaluations/proposal.ts';
import { serve } from './serve.ts';
import { sendSheet } from './sheets.ts';
import type { RouteModule } from './types.ts';

/** Launching and following a round (docs/product.md §5.4, §8.8): the admins' evaluation endpoints. */
export const evaluationLaunchRoutes: RouteModule = (app) => {
  serve(app, api.createSkillEvaluation, (request) => createSkillEvaluation(contextOf(request), request.body));
  serve(app, api.previewBulkEvaluations, (request) => previewBulkEvaluations(contextOf(request), request.body, requestLanguage(request)));
  serve(app, api.createBulkEvaluations, (request) => createBulkEvaluations(contextOf(request), request.body, requestLanguage(request)));
  serve(app, api.createGoalEvaluation, (request) => createGoalEvaluation(contextOf(request), request.body));

  serve(app, api.evaluationList, (request) => listEvaluations(contextOf(request), request.query));
  serve(app, api.exportEvaluationList, async (request, reply) =>
    sendSheet(reply, request.query.format, 'evaluations', await exportEvaluations(contextOf(request), request.query, requestLanguage(request))),
  );
  serve(app, api.evaluationProgress, (request) => evaluationProgress(contextOf(request), request.query.frequency_id));
  serve(app, api.evaluationListForPanel, (request) => evaluationPanel(contextOf(request), request.query));

  serve(app, api.activateEvaluationCard, (request) => changeCards(contextOf(request), request.body));
  serve(app, api.reopenEvaluation, (request) => reopenEvaluation(contextOf(request), request.params.id));
  serve(app, api.deleteEvaluation, (request) => deleteEvaluation(contextOf(request), request.params.id));
  serve(app, api.deleteEvaluationData, (request) => deleteEvaluationData(contextOf(request), request.body));
};
