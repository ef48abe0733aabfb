import type { CategoryKind } from '@performa/contracts/api/setup';
import { periodRoutes, responseScaleRoutes, roundRoutes, categoryRoutes, type categoryRoutesOf } from '@performa/contracts/routes/setup';
import { contextOf } from '../plugins/auth.ts';
import { requestLanguage } from '../plugins/errors.ts';
import { createCategory, deleteCategory, listCategories, renameCategory } from '../services/categories/categories.ts';
import { createFrequency, deleteFrequency, listFrequencies, updateFrequency } from '../services/periods/frequencies.ts';
import { generateFrequencies } from '../services/periods/generate.ts';
import { createPeriod, deletePeriod, listPeriodOptions, listPeriods, periodDeleteImpact, updatePeriod } from '../services/periods/periods.ts';
import { createReadyMadeTemplates } from '../services/scales/ready-made.ts';
import { getScaleSettings, saveScaleSettings } from '../services/scales/scale-settings.ts';
import { createScale, deleteScale, listScales, updateScale } from '../services/scales/scales.ts';
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from '../services/scales/templates.ts';
import { serve } from './serve.ts';
import type { ApiInstance, RouteModule } from './types.ts';

/** Periods and rounds, response scales, categories and the project's scale choices (under /api/wizard/ and /api/goals/). */
export const setupRoutes: RouteModule = (app) => {
  periodsAndRounds(app);
  responseScales(app);
  categories(app, 'skill');
  categories(app, 'goal');
};

function periodsAndRounds(app: ApiInstance) {
  const api = periodRoutes;
  serve(app, api.listPeriods, (request) => listPeriods(contextOf(request)));
  serve(app, api.createPeriod, (request) => createPeriod(contextOf(request), request.body));
  serve(app, api.updatePeriod, (request) => updatePeriod(contextOf(request), request.params.id, request.body));
  serve(app, api.deletePeriod, (request) => deletePeriod(contextOf(request), request.params.id));
  serve(app, api.periodDeleteImpact, (request) => periodDeleteImpact(contextOf(request), request.params.id));
  serve(app, api.listPeriodOptions, (request) => listPeriodOptions(contextOf(request)));

  const rounds = roundRoutes;
  for (const list of [rounds.listRounds, rounds.listRoundOptions, rounds.listGoalRoundOptions]) {
    serve(app, list, (request) => listFrequencies(contextOf(request), request.query.period_id));
  }
  serve(app, rounds.createRound, (request) => createFrequency(contextOf(request), request.body));
  serve(app, rounds.updateRound, (request) => updateFrequency(contextOf(request), request.params.id, request.body));
  serve(app, rounds.deleteRound, (request) => deleteFrequency(contextOf(request), request.params.id));
  serve(app, rounds.generateRounds, (request) => generateFrequencies(contextOf(request), request.body));
}

function responseScales(app: ApiInstance) {
  const api = responseScaleRoutes;
  serve(app, api.listScaleTemplates, (request) => listTemplates(contextOf(request)));
  serve(app, api.listGoalScaleTemplates, (request) => listTemplates(contextOf(request)));
  serve(app, api.createScaleTemplate, (request) => createTemplate(contextOf(request), request.body));
  serve(app, api.updateScaleTemplate, (request) => updateTemplate(contextOf(request), request.params.id, request.body));
  serve(app, api.deleteScaleTemplate, (request) => deleteTemplate(contextOf(request), request.params.id));
  serve(app, api.createReadyMadeTemplates, (request) => createReadyMadeTemplates(contextOf(request), requestLanguage(request)));
  serve(app, api.scaleSettings, (request) => getScaleSettings(contextOf(request)));
  serve(app, api.saveScaleSettings, (request) => saveScaleSettings(contextOf(request), request.body));

  for (const list of [api.listScaleRanges, api.listGoalScaleRanges]) {
    serve(app, list, (request) => listScales(contextOf(request), request.query.template_id));
  }
  serve(app, api.createScaleRange, (request) => createScale(contextOf(request), request.body));
  serve(app, api.updateScaleRange, (request) => updateScale(contextOf(request), request.params.id, request.body));
  serve(app, api.deleteScaleRange, (request) => deleteScale(contextOf(request), request.params.id));
}

/** The four routes of a kind of category (contracts' categoryRoutesOf). */
function categories(app: ApiInstance, kind: CategoryKind) {
  const api: ReturnType<typeof categoryRoutesOf> = categoryRoutes[kind];
  serve(app, api.listCategories, (request) => listCategories(contextOf(request), kind));
  serve(app, api.createCategory, (request) => createCategory(contextOf(request), kind, request.body));
  serve(app, api.renameCategory, (request) => renameCategory(contextOf(request), kind, request.params.id, request.body));
  serve(app, api.deleteCategory, (request) => deleteCategory(contextOf(request), kind, request.params.id));
}
