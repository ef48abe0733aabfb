import {
  deleteAllGoalsQuerySchema,
  deleteAllGoalsResultSchema,
  editPositionsBodySchema,
  employeeGoalsPageSchema,
  employeeGoalsQuerySchema,
  generateGoalsBodySchema,
  generateGoalsResultSchema,
  goalOptionsSchema,
  personalGoalCreateSchema,
  personalGoalListSchema,
  personalGoalQuerySchema,
  personalGoalSchema,
  personalGoalUpdateSchema,
  positionalGoalBodySchema,
  positionalGoalListQuerySchema,
  positionalGoalSchema,
  shareGoalBodySchema,
  subGoalCreateSchema,
  subGoalSchema,
  subGoalUpdateSchema,
} from '@performa/contracts/api/goals';
import { idParams } from '@performa/contracts/validation';
import { z } from 'zod';
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
import { authErrors, fieldErrors, noContent, type RouteModule } from './types.ts';

/** Positional and personal goals, sub goals, shared goals (under /api/goals/). */
export const goalRoutes: RouteModule = (app) => {
  const positional = { tags: ['positional goals'] };
  app.get('/goals/positionalgoal/', {
    config: { access: 'goalsView' },
    schema: {
      ...positional,
      summary: 'The project’s positional goals with their positions (optionally of one position)',
      querystring: positionalGoalListQuerySchema,
      response: { 200: z.array(positionalGoalSchema), ...fieldErrors, ...authErrors },
    },
    handler: (request) => listPositionalGoals(contextOf(request), request.query.position),
  });
  app.post('/goals/positionalgoal/', {
    config: { access: 'goalsEdit' },
    schema: {
      ...positional,
      summary: 'Create a positional goal for positions',
      body: positionalGoalBodySchema,
      response: { 201: positionalGoalSchema, ...fieldErrors, ...authErrors },
    },
    handler: async (request, reply) => reply.code(201).send(await createPositionalGoal(contextOf(request), request.body)),
  });
  app.put('/goals/positionalgoal/:id/', {
    config: { access: 'goalsEdit' },
    schema: {
      ...positional,
      summary: 'Change a positional goal (personal goals made from it stay as they are)',
      params: idParams,
      body: positionalGoalBodySchema,
      response: { 200: positionalGoalSchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => updatePositionalGoal(contextOf(request), request.params.id, request.body),
  });
  app.delete('/goals/positionalgoal/:id/', {
    config: { access: 'goalsEdit' },
    schema: {
      ...positional,
      summary: 'Delete a positional goal; personal goals made from it stay, unlinked',
      params: idParams,
      response: { ...noContent, ...authErrors },
    },
    handler: async (request, reply) => {
      await deletePositionalGoal(contextOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
  app.put('/goals/edit-positions/:id/', {
    config: { access: 'goalsEdit' },
    schema: {
      ...positional,
      summary: 'Set the positions a positional goal applies to',
      params: idParams,
      body: editPositionsBodySchema,
      response: { 200: positionalGoalSchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => editPositionalGoalPositions(contextOf(request), request.params.id, request.body),
  });

  app.get('/goals/goal-options/', {
    config: { access: 'goalsView' },
    schema: {
      ...positional,
      summary: 'Departments and positions in the caller’s scope, to filter and assign goals by',
      response: { 200: goalOptionsSchema, ...authErrors },
    },
    handler: (request) => goalOptions(contextOf(request)),
  });

  const personal = { tags: ['personal goals'] };
  app.get('/goals/employee-goals-list/', {
    config: { access: 'goalsView' },
    schema: {
      ...personal,
      summary: 'Active employees with their goal count, weight total per round and completeness in a period',
      querystring: employeeGoalsQuerySchema,
      response: { 200: employeeGoalsPageSchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => listEmployeeGoals(contextOf(request), request.query),
  });
  app.get('/goals/personal-goals/', {
    config: { access: 'goalsView' },
    schema: {
      ...personal,
      summary: 'An employee’s goals in a period with sub goals, scores, sharing and the weight total of every round',
      querystring: personalGoalQuerySchema,
      response: { 200: personalGoalListSchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => listPersonalGoals(contextOf(request), request.query.employee, request.query.period),
  });
  app.post('/goals/personal-goals/', {
    config: { access: 'goalsEdit' },
    schema: {
      ...personal,
      summary: 'Create a personal goal; refused when a round’s weights would exceed 100',
      body: personalGoalCreateSchema,
      response: { 201: personalGoalSchema, ...fieldErrors, ...authErrors },
    },
    handler: async (request, reply) => reply.code(201).send(await createPersonalGoal(contextOf(request), request.body)),
  });
  app.post('/goals/personal-goals/generate/', {
    config: { access: 'goalsEdit' },
    schema: {
      ...personal,
      summary: 'Copy positional goals into personal goals for a period (employees, a department or everyone; idempotent)',
      body: generateGoalsBodySchema,
      response: { 200: generateGoalsResultSchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => generatePersonalGoals(contextOf(request), request.body),
  });
  app.put('/goals/personal-goals/:id/', {
    config: { access: 'goalsEdit' },
    schema: {
      ...personal,
      summary: 'Change a personal goal; the actual of a shared goal is saved for every holder',
      params: idParams,
      body: personalGoalUpdateSchema,
      response: { 200: personalGoalSchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => updatePersonalGoal(contextOf(request), request.params.id, request.body),
  });
  app.delete('/goals/personal-goals/:id/', {
    config: { access: 'goalsEdit' },
    schema: { ...personal, summary: 'Delete a personal goal', params: idParams, response: { ...noContent, ...authErrors } },
    handler: async (request, reply) => {
      await deletePersonalGoal(contextOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
  app.post('/goals/personal-goals/:id/share/', {
    config: { access: 'goalsEdit' },
    schema: {
      ...personal,
      summary: 'Share a goal with employees (copies in one share group, one actual value)',
      params: idParams,
      body: shareGoalBodySchema,
      response: { 200: personalGoalSchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => shareGoal(contextOf(request), request.params.id, request.body),
  });
  app.post('/goals/personal-goals/:id/unshare/', {
    config: { access: 'goalsEdit' },
    schema: {
      ...personal,
      summary: 'Take a goal out of its share group (it keeps its current actual)',
      params: idParams,
      response: { 200: personalGoalSchema, ...authErrors },
    },
    handler: (request) => unshareGoal(contextOf(request), request.params.id),
  });
  app.delete('/goals/delete-all-personal-goals/:id/', {
    config: { access: 'goalsEdit' },
    schema: {
      ...personal,
      summary: 'Delete all personal goals of an employee (:id), in one period or in all; 404 when there are none',
      params: idParams,
      querystring: deleteAllGoalsQuerySchema,
      response: { 200: deleteAllGoalsResultSchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => deleteAllPersonalGoals(contextOf(request), request.params.id, request.query.period),
  });

  const sub = { tags: ['sub goals'] };
  app.post('/goals/subgoal/', {
    config: { access: 'goalsEdit' },
    schema: {
      ...sub,
      summary: 'Add a sub goal to a personal goal; its sub goals’ weights sum to at most 100',
      body: subGoalCreateSchema,
      response: { 201: subGoalSchema, ...fieldErrors, ...authErrors },
    },
    handler: async (request, reply) => reply.code(201).send(await createSubGoal(contextOf(request), request.body)),
  });
  app.put('/goals/subgoal/:id/', {
    config: { access: 'goalsEdit' },
    schema: {
      ...sub,
      summary: 'Change a sub goal',
      params: idParams,
      body: subGoalUpdateSchema,
      response: { 200: subGoalSchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => updateSubGoal(contextOf(request), request.params.id, request.body),
  });
  app.delete('/goals/subgoal/:id/', {
    config: { access: 'goalsEdit' },
    schema: { ...sub, summary: 'Delete a sub goal', params: idParams, response: { ...noContent, ...authErrors } },
    handler: async (request, reply) => {
      await deleteSubGoal(contextOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
};
