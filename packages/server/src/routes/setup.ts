import {
  categoryBodySchema,
  categorySchema,
  frequencyBodySchema,
  frequencyListQuerySchema,
  frequencySchema,
  generateFrequenciesBodySchema,
  periodBodySchema,
  periodOptionSchema,
  periodSchema,
  responseScaleBodySchema,
  responseScaleListQuerySchema,
  responseScaleSchema,
  responseScaleTemplateBodySchema,
  responseScaleTemplateSchema,
  scaleSettingsBodySchema,
  scaleSettingsSchema,
  type CategoryKind,
} from '@performa/contracts/api/setup';
import type { AccessRule } from '@performa/contracts/access';
import { idParams } from '@performa/contracts/validation';
import { z } from 'zod';
import { contextOf } from '../plugins/auth.ts';
import { requestLanguage } from '../plugins/errors.ts';
import { createCategory, deleteCategory, listCategories, renameCategory } from '../services/categories/categories.ts';
import { createFrequency, deleteFrequency, listFrequencies, updateFrequency } from '../services/periods/frequencies.ts';
import { generateFrequencies } from '../services/periods/generate.ts';
import { createPeriod, deletePeriod, listPeriodOptions, listPeriods, updatePeriod } from '../services/periods/periods.ts';
import { createReadyMadeTemplates } from '../services/scales/ready-made.ts';
import { getScaleSettings, saveScaleSettings } from '../services/scales/scale-settings.ts';
import { createScale, deleteScale, listScales, updateScale } from '../services/scales/scales.ts';
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from '../services/scales/templates.ts';
import { authErrors, conflict, fieldErrors, noContent, type ApiInstance, type RouteModule } from './types.ts';

/** Periods and rounds, response scales, categories and the project's scale choices (under /api/wizard/ and /api/goals/). */
export const setupRoutes: RouteModule = (app) => {
  periodRoutes(app);
  frequencyRoutes(app);
  templateRoutes(app);
  scaleRoutes(app);
  categoryRoutes(app, 'skill', '/wizard/skill-category/', {
    view: 'skillsView',
    edit: 'skillsEdit',
  });
  categoryRoutes(app, 'goal', '/goals/goal-category/', {
    view: 'goalsView',
    edit: 'goalsEdit',
  });
};

function periodRoutes(app: ApiInstance) {
  const tags = ['periods'];
  app.get('/wizard/period/', {
    config: { access: 'management' },
    schema: {
      tags,
      summary: 'Every period of the project by number, with its state and number of rounds',
      response: { 200: z.array(periodSchema), ...authErrors },
    },
    handler: (request) => listPeriods(contextOf(request)),
  });
  app.post('/wizard/period/', {
    config: { access: 'management' },
    schema: {
      tags,
      summary: 'Create a period (without a number: the next free one)',
      body: periodBodySchema,
      response: { 201: periodSchema, ...fieldErrors, ...authErrors },
    },
    handler: async (request, reply) => reply.code(201).send(await createPeriod(contextOf(request), request.body)),
  });
  app.put('/wizard/period/:id/', {
    config: { access: 'management' },
    schema: {
      tags,
      summary: 'Change a period (its rounds must stay inside the new dates: dateOutsidePeriod)',
      params: idParams,
      body: periodBodySchema,
      response: { 200: periodSchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => updatePeriod(contextOf(request), request.params.id, request.body),
  });
  app.delete('/wizard/period/:id/', {
    config: { access: 'management' },
    schema: {
      tags,
      summary: 'Delete a period with its rounds and everything that hangs off them',
      params: idParams,
      response: { ...noContent, ...authErrors },
    },
    handler: async (request, reply) => {
      await deletePeriod(contextOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
  app.get('/wizard/period-for-dropdown/', {
    config: { access: 'setupView' },
    schema: {
      tags,
      summary: 'The periods to pick from, newest first',
      response: { 200: z.array(periodOptionSchema), ...authErrors },
    },
    handler: (request) => listPeriodOptions(contextOf(request)),
  });
}

function frequencyRoutes(app: ApiInstance) {
  const tags = ['rounds'];
  const list = {
    querystring: frequencyListQuerySchema,
    response: { 200: z.array(frequencySchema), ...fieldErrors, ...authErrors },
  };
  const lists: Array<[string, AccessRule, string]> = [
    ['/wizard/frequency/', 'management', 'The rounds of a period (404 when it is not in the project), or of every period'],
    ['/wizard/frequency-for-dropdown/', 'setupView', 'The rounds to pick from (of a period, or of every period)'],
    ['/goals/frequency/', 'goalsView', 'The rounds to pick from on the goals screens'],
  ];
  for (const [url, access, summary] of lists) {
    app.get(url, {
      config: { access },
      schema: { tags, summary, ...list },
      handler: (request) => listFrequencies(contextOf(request), request.query.period_id),
    });
  }
  app.post('/wizard/frequency/', {
    config: { access: 'management' },
    schema: {
      tags,
      summary: 'Create a round inside its period',
      body: frequencyBodySchema,
      response: { 201: frequencySchema, ...fieldErrors, ...authErrors },
    },
    handler: async (request, reply) => reply.code(201).send(await createFrequency(contextOf(request), request.body)),
  });
  app.put('/wizard/frequency/:id/', {
    config: { access: 'management' },
    schema: {
      tags,
      summary: 'Change a round',
      params: idParams,
      body: frequencyBodySchema,
      response: { 200: frequencySchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => updateFrequency(contextOf(request), request.params.id, request.body),
  });
  app.delete('/wizard/frequency/:id/', {
    config: { access: 'management' },
    schema: {
      tags,
      summary: 'Delete a round with everything that hangs off it',
      params: idParams,
      response: { ...noContent, ...authErrors },
    },
    handler: async (request, reply) => {
      await deleteFrequency(contextOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
  app.post('/wizard/frequency/generate/', {
    config: { access: 'management' },
    schema: {
      tags,
      summary: 'Generate consecutive rounds of 1, 3, 6 or 12 months for a period (409 when it has rounds, unless replace)',
      body: generateFrequenciesBodySchema,
      response: {
        201: z.array(frequencySchema),
        ...fieldErrors,
        ...authErrors,
        ...conflict,
      },
    },
    handler: async (request, reply) => reply.code(201).send(await generateFrequencies(contextOf(request), request.body)),
  });
}

function templateRoutes(app: ApiInstance) {
  const tags = ['response scales'];
  const list = {
    response: { 200: z.array(responseScaleTemplateSchema), ...authErrors },
  };
  app.get('/wizard/response-scale-template/', {
    config: { access: 'setupView' },
    schema: {
      tags,
      summary: 'Response scale templates with their ranges and the project’s choices',
      ...list,
    },
    handler: (request) => listTemplates(contextOf(request)),
  });
  app.get('/goals/response-scale-template/', {
    config: { access: 'goalsView' },
    schema: {
      tags,
      summary: 'Response scale templates for the goals screens',
      ...list,
    },
    handler: (request) => listTemplates(contextOf(request)),
  });
  app.post('/wizard/response-scale-template/', {
    config: { access: 'management' },
    schema: {
      tags,
      summary: 'Create a template with its ranges (min ≥ 0, min ≤ max, no overlaps: errors keyed scales.<i>.min)',
      body: responseScaleTemplateBodySchema,
      response: {
        201: responseScaleTemplateSchema,
        ...fieldErrors,
        ...authErrors,
      },
    },
    handler: async (request, reply) => reply.code(201).send(await createTemplate(contextOf(request), request.body)),
  });
  app.put('/wizard/response-scale-template/:id/', {
    config: { access: 'management' },
    schema: {
      tags,
      summary: 'Replace a template’s name and ranges',
      params: idParams,
      body: responseScaleTemplateBodySchema,
      response: {
        200: responseScaleTemplateSchema,
        ...fieldErrors,
        ...authErrors,
      },
    },
    handler: (request) => updateTemplate(contextOf(request), request.params.id, request.body),
  });
  app.delete('/wizard/response-scale-template/:id/', {
    config: { access: 'management' },
    schema: {
      tags,
      summary: 'Delete a template (409 while goals are rated on it)',
      params: idParams,
      response: { ...noContent, ...authErrors, ...conflict },
    },
    handler: async (request, reply) => {
      await deleteTemplate(contextOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
  app.post('/wizard/create-templates/', {
    config: { access: 'management' },
    schema: {
      tags,
      summary: 'Create the ready-made 1–5 rating and 0–100 final score templates in the caller’s language (those missing by name); returns every template',
      response: { 200: z.array(responseScaleTemplateSchema), ...authErrors },
    },
    handler: (request) => createReadyMadeTemplates(contextOf(request), requestLanguage(request)),
  });
  app.get('/wizard/final-score-scale/', {
    config: { access: 'setupView' },
    schema: {
      tags,
      summary: 'The project’s default rating template and final score scale',
      response: { 200: scaleSettingsSchema, ...authErrors },
    },
    handler: (request) => getScaleSettings(contextOf(request)),
  });
  app.put('/wizard/final-score-scale/', {
    config: { access: 'management' },
    schema: {
      tags,
      summary: 'Choose the default rating template and the final score scale (null unsets)',
      body: scaleSettingsBodySchema,
      response: { 200: scaleSettingsSchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => saveScaleSettings(contextOf(request), request.body),
  });
}

function scaleRoutes(app: ApiInstance) {
  const tags = ['response scales'];
  const list = {
    querystring: responseScaleListQuerySchema,
    response: {
      200: z.array(responseScaleSchema),
      ...fieldErrors,
      ...authErrors,
    },
  };
  app.get('/wizard/response-scale/', {
    config: { access: 'setupView' },
    schema: { tags, summary: 'The ranges of a template, by min', ...list },
    handler: (request) => listScales(contextOf(request), request.query.template_id),
  });
  app.get('/goals/response-scale/', {
    config: { access: 'goalsView' },
    schema: {
      tags,
      summary: 'The ranges of a template, for the goals screens',
      ...list,
    },
    handler: (request) => listScales(contextOf(request), request.query.template_id),
  });
  app.post('/wizard/response-scale/', {
    config: { access: 'management' },
    schema: {
      tags,
      summary: 'Add a range to a template',
      body: responseScaleBodySchema,
      response: { 201: responseScaleSchema, ...fieldErrors, ...authErrors },
    },
    handler: async (request, reply) => reply.code(201).send(await createScale(contextOf(request), request.body)),
  });
  app.put('/wizard/response-scale/:id/', {
    config: { access: 'management' },
    schema: {
      tags,
      summary: 'Change a range',
      params: idParams,
      body: responseScaleBodySchema,
      response: { 200: responseScaleSchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => updateScale(contextOf(request), request.params.id, request.body),
  });
  app.delete('/wizard/response-scale/:id/', {
    config: { access: 'management' },
    schema: {
      tags,
      summary: 'Remove a range',
      params: idParams,
      response: { ...noContent, ...authErrors },
    },
    handler: async (request, reply) => {
      await deleteScale(contextOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
}

function categoryRoutes(app: ApiInstance, kind: CategoryKind, url: string, rules: { view: AccessRule; edit: AccessRule }) {
  const tags = ['categories'];
  const what = kind === 'goal' ? 'goal' : 'competency';
  app.get(url, {
    config: { access: rules.view },
    schema: {
      tags,
      summary: `The ${what} categories by name, with how many ${what === 'goal' ? 'goals' : 'competencies'} are in each`,
      response: { 200: z.array(categorySchema), ...authErrors },
    },
    handler: (request) => listCategories(contextOf(request), kind),
  });
  app.post(url, {
    config: { access: rules.edit },
    schema: {
      tags,
      summary: `Create a ${what} category`,
      body: categoryBodySchema,
      response: { 201: categorySchema, ...fieldErrors, ...authErrors },
    },
    handler: async (request, reply) => reply.code(201).send(await createCategory(contextOf(request), kind, request.body)),
  });
  app.put(`${url}:id/`, {
    config: { access: rules.edit },
    schema: {
      tags,
      summary: `Rename a ${what} category`,
      params: idParams,
      body: categoryBodySchema,
      response: { 200: categorySchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => renameCategory(contextOf(request), kind, request.params.id, request.body),
  });
  app.delete(`${url}:id/`, {
    config: { access: rules.edit },
    schema: {
      tags,
      summary: `Delete a ${what} category (its ${what === 'goal' ? 'goals' : 'competencies'} stay, without a category)`,
      params: idParams,
      response: { ...noContent, ...authErrors },
    },
    handler: async (request, reply) => {
      await deleteCategory(contextOf(request), kind, request.params.id);
      return reply.code(204).send(null);
    },
  });
}
