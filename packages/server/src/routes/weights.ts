import { fileFormatQuerySchema } from '@performa/contracts/api/employees';
import {
  evaluationPartiesQuerySchema,
  evaluationPartySchema,
  individualWeightPageSchema,
  individualWeightRowSchema,
  partyWeightsBodySchema,
  personalWeightImportResultSchema,
  personalWeightListQuerySchema,
  personalWeightPageSchema,
  personalWeightRowSchema,
  projectPartyWeightsSchema,
  projectWeightBodySchema,
  projectWeightSchema,
  splitBodySchema,
  weightListQuerySchema,
} from '@performa/contracts/api/weights';
import { idParams } from '@performa/contracts/validation';
import { z } from 'zod';
import { contextOf } from '../plugins/auth.ts';
import { requestLanguage } from '../plugins/errors.ts';
import { importUpload, uploadSchema } from '../plugins/uploads.ts';
import { deleteIndividualWeight, listIndividualWeights, readIndividualWeight, saveIndividualWeight } from '../services/weights/individual.ts';
import { importPersonalWeights } from '../services/weights/personal-import.ts';
import { deletePersonalWeight, exportPersonalWeights, listPersonalWeights, readPersonalWeight, savePersonalWeight } from '../services/weights/personal.ts';
import { evaluationParties, getProjectParties, getProjectWeight, saveProjectParties, saveProjectWeight } from '../services/weights/project.ts';
import { importAnswers, sendSheet, sheetProduces } from './sheets.ts';
import { authErrors, fieldErrors, noContent, type RouteModule } from './types.ts';

const produces = ['application/json', ...sheetProduces];
const sumErrors = 'Field errors; a sum out of bounds is reported under non_field_errors';

/** Evaluation parties, project, personal and individual weights (under /api/wizard/). */
export const weightRoutes: RouteModule = (app) => {
  const tags = ['weights'];
  const access = 'management' as const;

  app.get('/wizard/project-weight/', {
    config: { access },
    schema: {
      tags,
      summary: 'The project’s final score split (goals / competencies) and the cap of numerical goals',
      response: { 200: projectWeightSchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => getProjectWeight(contextOf(request)),
  });
  app.put('/wizard/project-weight/', {
    config: { access },
    schema: {
      tags,
      summary: 'Set the split (each 0–1, together exactly 1) and the maximum achievement (1.0–2.0)',
      description: sumErrors,
      body: projectWeightBodySchema,
      response: { 200: projectWeightSchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => saveProjectWeight(contextOf(request), request.body),
  });

  app.get('/wizard/skill-party/', {
    config: { access },
    schema: {
      tags,
      summary: 'The project’s evaluation party weights (null until set)',
      response: { 200: projectPartyWeightsSchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => getProjectParties(contextOf(request)),
  });
  app.put('/wizard/skill-party/', {
    config: { access },
    schema: {
      tags,
      summary: 'Set the project’s party weights (each ≥ 0, together more than 0 and at most 1; 0: the party is not used)',
      description: sumErrors,
      body: partyWeightsBodySchema,
      response: { 200: projectPartyWeightsSchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => saveProjectParties(contextOf(request), request.body),
  });
  app.get('/wizard/evaluation-parties/', {
    config: { access },
    schema: {
      tags,
      summary:
        'The four evaluation parties with the weights that apply to an employee (personal if set, else the project’s); without employee_id the project’s',
      querystring: evaluationPartiesQuerySchema,
      response: { 200: z.array(evaluationPartySchema), ...fieldErrors, ...authErrors },
    },
    handler: (request) => evaluationParties(contextOf(request), request.query.employee_id),
  });

  app.get('/wizard/skill-personal-weight/:id/', {
    config: { access },
    schema: {
      tags,
      summary: 'An employee with their personal party weights (null: the project’s apply)',
      params: idParams,
      response: { 200: personalWeightRowSchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => readPersonalWeight(contextOf(request), request.params.id),
  });
  app.put('/wizard/skill-personal-weight/:id/', {
    config: { access },
    schema: {
      tags,
      summary: 'Set an employee’s personal party weights (same rules as the project’s)',
      description: sumErrors,
      params: idParams,
      body: partyWeightsBodySchema,
      response: { 200: personalWeightRowSchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => savePersonalWeight(contextOf(request), request.params.id, request.body),
  });
  app.delete('/wizard/skill-personal-weight/:id/', {
    config: { access },
    schema: {
      tags,
      summary: 'Remove an employee’s personal weights (the project’s apply again)',
      params: idParams,
      response: { ...noContent, ...fieldErrors, ...authErrors },
    },
    handler: async (request, reply) => {
      await deletePersonalWeight(contextOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
  app.get('/wizard/all-personal-weights/', {
    config: { access },
    schema: {
      tags,
      summary: 'A page of the active employees with their personal weights; with ?format=xlsx|csv every matching row as a file (the import’s template)',
      querystring: personalWeightListQuerySchema,
      produces,
      response: { 200: personalWeightPageSchema, ...fieldErrors, ...authErrors },
    },
    handler: async (request, reply) => {
      const { format, ...query } = request.query;
      if (!format) return listPersonalWeights(contextOf(request), query);
      return sendSheet(reply, format, 'personal-weights', await exportPersonalWeights(contextOf(request), query, format));
    },
  });
  app.get('/wizard/import-personal-weights-from-csv/', {
    config: { access },
    schema: {
      tags,
      summary: 'The personal weights template: every active employee with their personal weights (XLSX or CSV)',
      querystring: fileFormatQuerySchema,
      produces: sheetProduces,
      response: { ...fieldErrors, ...authErrors },
    },
    handler: async (request, reply) =>
      sendSheet(
        reply,
        request.query.format,
        'personal-weights',
        await exportPersonalWeights(contextOf(request), { search: '', department: null }, request.query.format),
      ),
  });
  app.post('/wizard/import-personal-weights-from-csv/', {
    config: { access },
    schema: {
      tags,
      ...uploadSchema,
      summary: 'Import personal weights (multipart field "file"): ids unchanged, each row at most 1, blank weights remove; all rows or none',
      response: { 200: personalWeightImportResultSchema, ...fieldErrors, ...authErrors, ...importAnswers },
    },
    handler: async (request) => importUpload(request, (file) => importPersonalWeights(contextOf(request), file, requestLanguage(request))),
  });

  app.get('/wizard/individual-weight/', {
    config: { access },
    schema: {
      tags,
      summary: 'A page of the active employees who have an individual weight (their own goal/competency split)',
      querystring: weightListQuerySchema,
      response: { 200: individualWeightPageSchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => listIndividualWeights(contextOf(request), request.query),
  });
  app.get('/wizard/individual-weight/:id/', {
    config: { access },
    schema: {
      tags,
      summary: 'An employee with their individual weight (null: the project’s split applies)',
      params: idParams,
      response: { 200: individualWeightRowSchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => readIndividualWeight(contextOf(request), request.params.id),
  });
  app.put('/wizard/individual-weight/:id/', {
    config: { access },
    schema: {
      tags,
      summary: 'Set an employee’s individual weight (each 0–1, together exactly 1)',
      description: sumErrors,
      params: idParams,
      body: splitBodySchema,
      response: { 200: individualWeightRowSchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => saveIndividualWeight(contextOf(request), request.params.id, request.body),
  });
  app.delete('/wizard/individual-weight/:id/', {
    config: { access },
    schema: {
      tags,
      summary: 'Remove an employee’s individual weight (the project’s split applies again)',
      params: idParams,
      response: { ...noContent, ...fieldErrors, ...authErrors },
    },
    handler: async (request, reply) => {
      await deleteIndividualWeight(contextOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
};
