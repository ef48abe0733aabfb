import { weightRoutes as api } from '@performa/contracts/routes/weights';
import { contextOf } from '../plugins/auth.ts';
import { requestLanguage } from '../plugins/errors.ts';
import { importUpload } from '../plugins/uploads.ts';
import { deleteIndividualWeight, listIndividualWeights, readIndividualWeight, saveIndividualWeight } from '../services/weights/individual.ts';
import { importPersonalWeights } from '../services/weights/personal-import.ts';
import { deletePersonalWeight, exportPersonalWeights, listPersonalWeights, readPersonalWeight, savePersonalWeight } from '../services/weights/personal.ts';
import { evaluationParties, getProjectParties, getProjectWeight, saveProjectParties, saveProjectWeight } from '../services/weights/project.ts';
import { serve } from './serve.ts';
import { sendSheet } from './sheets.ts';
import type { RouteModule } from './types.ts';

/** Evaluation parties, project, personal and individual weights (under /api/wizard/). */
export const weightRoutes: RouteModule = (app) => {
  serve(app, api.projectWeight, (request) => getProjectWeight(contextOf(request)));
  serve(app, api.saveProjectWeight, (request) => saveProjectWeight(contextOf(request), request.body));
  serve(app, api.projectParties, (request) => getProjectParties(contextOf(request)));
  serve(app, api.saveProjectParties, (request) => saveProjectParties(contextOf(request), request.body));
  serve(app, api.evaluationParties, (request) => evaluationParties(contextOf(request), request.query.employee_id));

  serve(app, api.personalWeight, (request) => readPersonalWeight(contextOf(request), request.params.id));
  serve(app, api.savePersonalWeight, (request) => savePersonalWeight(contextOf(request), request.params.id, request.body));
  serve(app, api.deletePersonalWeight, (request) => deletePersonalWeight(contextOf(request), request.params.id));
  serve(app, api.personalWeights, async (request, reply) => {
    const { format, ...query } = request.query;
    if (!format) return listPersonalWeights(contextOf(request), query);
    return sendSheet(reply, format, 'personal-weights', await exportPersonalWeights(contextOf(request), query, format));
  });
  serve(app, api.personalWeightTemplate, async (request, reply) =>
    sendSheet(
      reply,
      request.query.format,
      'personal-weights',
      await exportPersonalWeights(contextOf(request), { search: '', department: null }, request.query.format),
    ),
  );
  serve(app, api.importPersonalWeights, (request) =>
    importUpload(request, (file) => importPersonalWeights(contextOf(request), file, requestLanguage(request))),
  );

  serve(app, api.individualWeights, (request) => listIndividualWeights(contextOf(request), request.query));
  serve(app, api.individualWeight, (request) => readIndividualWeight(contextOf(request), request.params.id));
  serve(app, api.saveIndividualWeight, (request) => saveIndividualWeight(contextOf(request), request.params.id, request.body));
  serve(app, api.deleteIndividualWeight, (request) => deleteIndividualWeight(contextOf(request), request.params.id));
};
