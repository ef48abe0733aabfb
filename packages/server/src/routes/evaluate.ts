import { evaluationRoutes as api } from '@performa/contracts/routes/evaluations';
import { contextOf } from '../plugins/auth.ts';
import { requestLanguage } from '../plugins/errors.ts';
import { assessmentDetails, goalAssessmentDetails } from '../services/evaluations/details.ts';
import { evaluationsOfEvaluatee, goalEvaluationOf } from '../services/evaluations/evaluatee-round.ts';
import { goalForm, saveGoalForm } from '../services/evaluations/goal-form.ts';
import { myEvaluations } from '../services/evaluations/mine.ts';
import { saveSkillForm, skillForm } from '../services/evaluations/skill-form.ts';
import { serve } from './serve.ts';
import type { RouteModule } from './types.ts';

/**
 * Evaluating (docs/product.md §5.5, §7.4): the evaluator's lists and forms, and an admin's view of one
 * evaluation or one evaluatee's evaluations of a round (§7.6).
 */
export const evaluateRoutes: RouteModule = (app) => {
  serve(app, api.mySkillEvaluations, (request) => myEvaluations(contextOf(request), 'skill', request.query));
  serve(app, api.myGoalEvaluations, (request) => myEvaluations(contextOf(request), 'goal', request.query));
  serve(app, api.skillForm, (request) => skillForm(contextOf(request), request.params.id, requestLanguage(request)));
  serve(app, api.saveSkillForm, (request) => saveSkillForm(contextOf(request), request.params.id, request.body, requestLanguage(request)));
  serve(app, api.goalForm, (request) => goalForm(contextOf(request), request.params.id, requestLanguage(request)));
  serve(app, api.saveGoalForm, (request) => saveGoalForm(contextOf(request), request.params.id, request.body, requestLanguage(request)));

  serve(app, api.assessmentDetails, (request) => assessmentDetails(contextOf(request), request.params.id, requestLanguage(request)));
  serve(app, api.goalAssessmentDetails, (request) => goalAssessmentDetails(contextOf(request), request.params.id, requestLanguage(request)));
  serve(app, api.goalEvaluationOf, (request) => goalEvaluationOf(contextOf(request), request.query, requestLanguage(request)));
  serve(app, api.evaluationListForUniqueUser, (request) => evaluationsOfEvaluatee(contextOf(request), request.query));
};
