import { evaluationRoutes as api } from '@performa/contracts/routes/evaluations';
import { contextOf } from '../plugins/auth.ts';
import { evaluationSettings, saveEvaluationSettings } from '../services/evaluations/settings.ts';
import { createSurveyQuestion, deleteSurveyQuestion, listSurveyQuestions, updateSurveyQuestion } from '../services/evaluations/survey.ts';
import { reminderLog, remindPending } from '../services/reminders/manual.ts';
import { serve } from './serve.ts';
import type { RouteModule } from './types.ts';

/** The evaluation cycle's settings, survey and reminders (under /api/wizard/; docs/product.md §5.4, §5.5, §5.10). */
export const evaluationSetupRoutes: RouteModule = (app) => {
  serve(app, api.evaluationSettings, (request) => evaluationSettings(contextOf(request)));
  serve(app, api.saveEvaluationSettings, (request) => saveEvaluationSettings(contextOf(request), request.body));

  serve(app, api.surveyQuestions, (request) => listSurveyQuestions(contextOf(request)));
  serve(app, api.createSurveyQuestion, (request) => createSurveyQuestion(contextOf(request), request.body));
  serve(app, api.updateSurveyQuestion, (request) => updateSurveyQuestion(contextOf(request), request.params.id, request.body));
  serve(app, api.deleteSurveyQuestion, (request) => deleteSurveyQuestion(contextOf(request), request.params.id));

  serve(app, api.remindPending, (request) => remindPending(contextOf(request), request.body));
  serve(app, api.reminderLog, (request) => reminderLog(contextOf(request), request.query));
};
