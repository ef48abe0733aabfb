import { goalRoutes as api } from '@performa/contracts/routes/goals';
import { contextOf } from '../plugins/auth.ts';
import { listEmployeeGoals } from '../services/goals/employee-list.ts';
import { generatePersonalGoals } from '../services/goals/generate.ts';
import { goalOptions } from '../services/goals/options.ts';
import {
  createPositionalGoal,
  deletePositionalGoal,
  editPositionalGoalPositions,
  listPositionalGoals,
  updatePositionalGoal,
} from '../services/goals/positional.ts';
import { listPersonalGoals } from '../services/goals/read.ts';
import { shareGoal, unshareGoal } from '../services/goals/share.ts';
import { createSubGoal, deleteSubGoal, updateSubGoal } from '../services/goals/sub-goals.ts';
import { createPersonalGoal, deleteAllPersonalGoals, deletePersonalGoal, updatePersonalGoal } from '../services/goals/write.ts';
import { serve } from './serve.ts';
import type { RouteModule } from './types.ts';

/** Positional and personal goals, sub goals, shared goals (under /api/goals/). */
export const goalRoutes: RouteModule = (app) => {
  serve(app, api.listPositionalGoals, (request) => listPositionalGoals(contextOf(request), request.query.position));
  serve(app, api.createPositionalGoal, (request) => createPositionalGoal(contextOf(request), request.body));
  serve(app, api.updatePositionalGoal, (request) => updatePositionalGoal(contextOf(request), request.params.id, request.body));
  serve(app, api.deletePositionalGoal, (request) => deletePositionalGoal(contextOf(request), request.params.id));
  serve(app, api.editPositionalGoalPositions, (request) => editPositionalGoalPositions(contextOf(request), request.params.id, request.body));
  serve(app, api.goalOptions, (request) => goalOptions(contextOf(request)));

  serve(app, api.listEmployeeGoals, (request) => listEmployeeGoals(contextOf(request), request.query));
  serve(app, api.listPersonalGoals, (request) => listPersonalGoals(contextOf(request), request.query.employee, request.query.period));
  serve(app, api.createPersonalGoal, (request) => createPersonalGoal(contextOf(request), request.body));
  serve(app, api.generatePersonalGoals, (request) => generatePersonalGoals(contextOf(request), request.body));
  serve(app, api.updatePersonalGoal, (request) => updatePersonalGoal(contextOf(request), request.params.id, request.body));
  serve(app, api.deletePersonalGoal, (request) => deletePersonalGoal(contextOf(request), request.params.id));
  serve(app, api.shareGoal, (request) => shareGoal(contextOf(request), request.params.id, request.body));
  serve(app, api.unshareGoal, (request) => unshareGoal(contextOf(request), request.params.id));
  serve(app, api.deleteAllPersonalGoals, (request) => deleteAllPersonalGoals(contextOf(request), request.params.id, request.query.period));

  serve(app, api.createSubGoal, (request) => createSubGoal(contextOf(request), request.body));
  serve(app, api.updateSubGoal, (request) => updateSubGoal(contextOf(request), request.params.id, request.body));
  serve(app, api.deleteSubGoal, (request) => deleteSubGoal(contextOf(request), request.params.id));
};
