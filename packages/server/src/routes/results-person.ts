import { resultRoutes as api } from '@performa/contracts/routes/results';
import { contextOf } from '../plugins/auth.ts';
import { requestLanguage } from '../plugins/errors.ts';
import { performanceCard } from '../services/results/card.ts';
import { performanceCardPdf } from '../services/results/card-pdf.ts';
import { listCardReviews, reviewCard } from '../services/results/card-reviews.ts';
import { employeeGoalsResult } from '../services/results/employee-goals.ts';
import { employeeResult, employeeSkillPerformance, employeeSkillResult, employeeWeights } from '../services/results/employee-result.ts';
import { kept } from './kept.ts';
import { serve } from './serve.ts';
import type { RouteModule } from './types.ts';

/**
 * One employee's results (docs/product.md §7.6, §8.8.1, §8.10): the admins' competency and goal pages,
 * and the performance card, its PDF and reviews, the round and period scores and the weights in use,
 * which the employee and their direct manager read too (services/results/visibility.ts decides).
 */
export const resultPersonRoutes: RouteModule = (app) => {
  serve(app, api.employeeSkillPerformance, (request) => employeeSkillPerformance(contextOf(request), request.query));
  serve(app, api.employeeSkillResult, (request) => employeeSkillResult(contextOf(request), request.query));
  serve(app, api.employeeGoalsResult, (request) => employeeGoalsResult(contextOf(request), request.query));
  // A card is read by the person, their manager and the admins, again and again once released: kept (ADR 43).
  serve(app, api.performanceCard, (request, reply) => kept(request, reply, 'card', request.query, performanceCard, request.query.employee));
  serve(app, api.performanceCardPdf, async (request, reply) => {
    const { name, bytes } = await performanceCardPdf(contextOf(request), request.query, requestLanguage(request));
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="${name}"`).send(bytes);
  });
  serve(app, api.performanceCardReviews, (request) => listCardReviews(contextOf(request), request.query));
  serve(app, api.reviewPerformanceCard, (request) => reviewCard(contextOf(request), request.body));
  serve(app, api.employeeResult, (request) => employeeResult(contextOf(request), request.query));
  serve(app, api.employeeIndividualWeights, (request) => employeeWeights(contextOf(request), request.query.employee));
};
