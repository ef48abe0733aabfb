import {
  employeeSkillListQuerySchema,
  employeeSkillPageSchema,
  employeeSkillsSchema,
  periodicSkillBodySchema,
  periodicSkillSchema,
  skillBodySchema,
  skillListQuerySchema,
  skillSchema,
  skillsForPositionQuerySchema,
  skillsForPositionSchema,
  skillTemplateQuerySchema,
  skillWeightsBodySchema,
  positionSkillsSchema,
} from '@performa/contracts/api/competencies';
import { importResultSchema } from '@performa/contracts/api/employees';
import { idParams } from '@performa/contracts/validation';
import { z } from 'zod';
import { contextOf } from '../plugins/auth.ts';
import { requestLanguage } from '../plugins/errors.ts';
import { importUpload, uploadSchema } from '../plugins/uploads.ts';
import { listEmployeeSkillRows, readEmployeeSkills, resetEmployeeSkills, setEmployeeSkills } from '../services/competencies/employee-skills.ts';
import { skillsForPosition, setPositionSkills } from '../services/competencies/position-skills.ts';
import { importSkills, skillTemplate } from '../services/competencies/skill-import.ts';
import { createSkill, deleteSkill, listSkills, readPeriodicSkill, setPeriodicSkill, updateSkill } from '../services/competencies/skills.ts';
import { importAnswers, sendSheet, sheetProduces } from './sheets.ts';
import { authErrors, fieldErrors, noContent, type RouteModule } from './types.ts';

/** Competencies (skills): per position with weights and norms, per employee, periodic, import (under /api/wizard/). */
export const competencyRoutes: RouteModule = (app) => {
  const tags = ['competencies'];
  app.get('/wizard/skills/', {
    config: { access: 'skillsView' },
    schema: {
      tags,
      summary: 'The project’s competencies: ?search, ?category, ?skill_type, ?period (organizational and the periodic ones of that period)',
      querystring: skillListQuerySchema,
      response: { 200: z.array(skillSchema), ...fieldErrors, ...authErrors },
    },
    handler: (request) => listSkills(contextOf(request), request.query),
  });
  app.post('/wizard/skills/', {
    config: { access: 'skillsEdit' },
    schema: {
      tags,
      summary: 'Create a competency (name unique in the project; periodic needs at least one period)',
      body: skillBodySchema,
      response: { 201: skillSchema, ...fieldErrors, ...authErrors },
    },
    handler: async (request, reply) => reply.code(201).send(await createSkill(contextOf(request), request.body)),
  });
  app.put('/wizard/skills/:id/', {
    config: { access: 'skillsEdit' },
    schema: { tags, summary: 'Change a competency', params: idParams, body: skillBodySchema, response: { 200: skillSchema, ...fieldErrors, ...authErrors } },
    handler: (request) => updateSkill(contextOf(request), request.params.id, request.body),
  });
  app.delete('/wizard/skills/:id/', {
    config: { access: 'skillsEdit' },
    schema: {
      tags,
      summary: 'Delete a competency; it leaves every position’s and employee’s list',
      params: idParams,
      response: { ...noContent, ...fieldErrors, ...authErrors },
    },
    handler: async (request, reply) => {
      await deleteSkill(contextOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
  app.get('/wizard/periodic-skill/:id/', {
    config: { access: 'skillsView' },
    schema: {
      tags,
      summary: 'Whether a competency is periodic, and its periods',
      params: idParams,
      response: { 200: periodicSkillSchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => readPeriodicSkill(contextOf(request), request.params.id),
  });
  app.put('/wizard/periodic-skill/:id/', {
    config: { access: 'skillsEdit' },
    schema: {
      tags,
      summary: 'Make a competency organizational, or periodic in at least one period',
      params: idParams,
      body: periodicSkillBodySchema,
      response: { 200: periodicSkillSchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => setPeriodicSkill(contextOf(request), request.params.id, request.body),
  });

  app.get('/wizard/skills-for-position/', {
    config: { access: 'skillsView' },
    schema: {
      tags,
      summary:
        'Without ?position: the positions (of the caller’s scope) with competency count and weight total; with ?position (and ?period): that position’s competencies',
      querystring: skillsForPositionQuerySchema,
      response: { 200: skillsForPositionSchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => skillsForPosition(contextOf(request), request.query.position, request.query.period),
  });
  app.put('/wizard/set-skills-weight/:id/', {
    config: { access: 'skillsEdit' },
    schema: {
      tags,
      summary: 'Replace a position’s competencies with weights (sum at most 1) and norms (on the default rating template)',
      params: idParams,
      body: skillWeightsBodySchema,
      response: { 200: positionSkillsSchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => setPositionSkills(contextOf(request), request.params.id, request.body),
  });

  app.get('/wizard/edit-user-skill/', {
    config: { access: 'skillsView' },
    schema: {
      tags,
      summary: 'A page of active employees with their position and whether they have an own competency list',
      querystring: employeeSkillListQuerySchema,
      response: { 200: employeeSkillPageSchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => listEmployeeSkillRows(contextOf(request), request.query),
  });
  app.get('/wizard/edit-user-skill/:id/', {
    config: { access: 'skillsView' },
    schema: {
      tags,
      summary: 'An employee’s effective competencies: their own list, else their position’s',
      params: idParams,
      response: { 200: employeeSkillsSchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => readEmployeeSkills(contextOf(request), request.params.id),
  });
  app.put('/wizard/edit-user-skill/:id/', {
    config: { access: 'skillsEdit' },
    schema: {
      tags,
      summary: 'Give an employee an own competency list (replaces the position’s for them; an empty list restores it)',
      params: idParams,
      body: skillWeightsBodySchema,
      response: { 200: employeeSkillsSchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => setEmployeeSkills(contextOf(request), request.params.id, request.body),
  });
  app.delete('/wizard/edit-user-skill/:id/', {
    config: { access: 'skillsEdit' },
    schema: {
      tags,
      summary: 'Remove an employee’s own list: the position’s applies again',
      params: idParams,
      response: { 200: employeeSkillsSchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => resetEmployeeSkills(contextOf(request), request.params.id),
  });

  app.get('/wizard/import-skills-from-csv/', {
    config: { access: 'skillsEdit' },
    schema: {
      tags,
      summary: 'The competency import template (CSV or XLSX)',
      querystring: skillTemplateQuerySchema,
      produces: sheetProduces,
      response: { ...authErrors },
    },
    handler: async (request, reply) => sendSheet(reply, request.query.format, 'competencies-template', await skillTemplate(request.query.format)),
  });
  app.post('/wizard/import-skills-from-csv/', {
    config: { access: 'skillsEdit' },
    schema: {
      tags,
      ...uploadSchema,
      summary:
        'Import competencies and their positions’ weights and norms from CSV or XLSX (multipart field "file"): all rows or none; re-import changes nothing',
      response: {
        200: importResultSchema,
        ...fieldErrors,
        ...authErrors,
        ...importAnswers,
      },
    },
    handler: async (request) => importUpload(request, (file) => importSkills(contextOf(request), file, requestLanguage(request))),
  });
};
