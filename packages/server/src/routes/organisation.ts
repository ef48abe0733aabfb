import {
  optionSchema,
  companyBodySchema,
  companySchema,
  departmentBodySchema,
  departmentListQuerySchema,
  departmentPositionsQuerySchema,
  departmentSchema,
  filteredPositionsQuerySchema,
  positionBodySchema,
  positionSchema,
  projectBodySchema,
  subDepartmentQuerySchema,
} from '@performa/contracts/api/organisation';
import { projectSchema } from '@performa/contracts/api/auth';
import { errorSchema } from '@performa/contracts/api/common';
import { idParams, requiredId, requiredString } from '@performa/contracts/validation';
import { z } from 'zod';
import { contextOf } from '../plugins/auth.ts';
import { readUpload, uploadSchema } from '../plugins/uploads.ts';
import { getCompany, setCompanyLogo, updateCompany } from '../services/company/company.ts';
import {
  createDepartment,
  deleteDepartment,
  listDepartments,
  listProjectDepartments,
  listSubDepartments,
  updateDepartment,
} from '../services/departments/departments.ts';
import {
  createPosition,
  deletePosition,
  listDepartmentPositions,
  listFilteredPositions,
  listPositions,
  updatePosition,
} from '../services/positions/positions.ts';
import { createProject, deleteProject, renameProject } from '../services/projects/projects.ts';
import { authErrors, conflict, fieldErrors, noContent, type RouteModule } from './types.ts';

/** Company settings, projects, departments and the positional chart (under /api/wizard/). */
export const organisationRoutes: RouteModule = (app) => {
  const company = { tags: ['company'] };
  app.get('/wizard/company/', {
    config: { access: 'superAdminActive' },
    schema: { ...company, summary: 'Company settings', response: { 200: companySchema, ...authErrors } },
    handler: (request) => getCompany(contextOf(request)),
  });
  app.put('/wizard/company/', {
    config: { access: 'superAdminActive' },
    schema: { ...company, summary: 'Change company settings', body: companyBodySchema, response: { 200: companySchema, ...fieldErrors, ...authErrors } },
    handler: (request) => updateCompany(contextOf(request), request.body),
  });
  app.post('/wizard/edit-company-logo/', {
    config: { access: 'superAdminActive' },
    schema: {
      ...company,
      ...uploadSchema,
      summary: 'Upload the company logo (multipart field "file": PNG, JPEG or WebP, at most 2 MB; SVG is refused)',
      response: { 200: companySchema, ...fieldErrors, ...authErrors, 413: errorSchema.describe('File too large') },
    },
    handler: async (request) => setCompanyLogo(contextOf(request), (await readUpload(request)).bytes),
  });
  app.delete('/wizard/edit-company-logo/', {
    config: { access: 'superAdminActive' },
    schema: { ...company, summary: 'Remove the company logo', response: { 200: companySchema, ...authErrors } },
    handler: (request) => setCompanyLogo(contextOf(request), null),
  });

  const projects = { tags: ['projects'] };
  app.post('/wizard/project/', {
    config: { access: 'superAdminActive' },
    schema: { ...projects, summary: 'Create a project', body: projectBodySchema, response: { 201: projectSchema, ...fieldErrors, ...authErrors } },
    handler: async (request, reply) => reply.code(201).send(await createProject(contextOf(request), request.body)),
  });
  app.put('/wizard/project/:id/', {
    config: { access: 'superAdminActive' },
    schema: {
      ...projects,
      summary: 'Rename a project',
      params: idParams,
      body: projectBodySchema,
      response: { 200: projectSchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => renameProject(contextOf(request), request.params.id, request.body),
  });
  app.delete('/wizard/delete-project/:id/', {
    config: { access: 'superAdminActive' },
    schema: {
      ...projects,
      summary: 'Delete a project and everything it owns (the last project of a company stays: 409)',
      params: idParams,
      response: { ...noContent, ...authErrors, ...conflict },
    },
    handler: async (request, reply) => {
      await deleteProject(contextOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  const deps = { tags: ['departments'] };
  app.get('/wizard/departments/', {
    config: { access: 'management' },
    schema: {
      ...deps,
      summary: 'The department tree of the selected project (flat, with parent_id)',
      querystring: departmentListQuerySchema,
      response: { 200: z.array(departmentSchema), ...authErrors },
    },
    handler: (request) => listDepartments(contextOf(request), request.query.search),
  });
  app.post('/wizard/departments/', {
    config: { access: 'management' },
    schema: {
      ...deps,
      summary: 'Create a department (parent_id makes it a sub-department)',
      body: departmentBodySchema,
      response: { 201: departmentSchema, ...fieldErrors, ...authErrors },
    },
    handler: async (request, reply) => reply.code(201).send(await createDepartment(contextOf(request), request.body)),
  });
  app.post('/wizard/sub-department/', {
    config: { access: 'management' },
    schema: {
      ...deps,
      summary: 'Create a sub-department',
      body: z.object({ name: requiredString(200), parent_id: requiredId() }),
      response: { 201: departmentSchema, ...fieldErrors, ...authErrors },
    },
    handler: async (request, reply) => reply.code(201).send(await createDepartment(contextOf(request), request.body)),
  });
  app.put('/wizard/departments/:id/', {
    config: { access: 'management' },
    schema: {
      ...deps,
      summary: 'Rename or move a department',
      params: idParams,
      body: departmentBodySchema,
      response: { 200: departmentSchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => updateDepartment(contextOf(request), request.params.id, request.body),
  });
  app.delete('/wizard/departments/:id/', {
    config: { access: 'management' },
    schema: {
      ...deps,
      summary: 'Delete a department and its empty sub-departments (409 while employees or positions belong to it)',
      params: idParams,
      response: { ...noContent, ...authErrors, ...conflict },
    },
    handler: async (request, reply) => {
      await deleteDepartment(contextOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
  app.get('/wizard/project-departments/', {
    config: { access: 'management' },
    schema: { ...deps, summary: 'Top-level departments of the selected project', response: { 200: z.array(optionSchema), ...authErrors } },
    handler: (request) => listProjectDepartments(contextOf(request)),
  });
  app.get('/wizard/sub-departments/', {
    config: { access: 'management' },
    schema: {
      ...deps,
      summary: 'Sub-departments of a department',
      querystring: subDepartmentQuerySchema,
      response: { 200: z.array(optionSchema), ...fieldErrors, ...authErrors },
    },
    handler: (request) => listSubDepartments(contextOf(request), request.query.department),
  });

  const pos = { tags: ['positions'] };
  app.get('/wizard/positions/', {
    config: { access: 'management' },
    schema: { ...pos, summary: 'The positional chart: every position with its parent and holders', response: { 200: z.array(positionSchema), ...authErrors } },
    handler: (request) => listPositions(contextOf(request)),
  });
  app.post('/wizard/positions/', {
    config: { access: 'management' },
    schema: { ...pos, summary: 'Create a position', body: positionBodySchema, response: { 201: positionSchema, ...fieldErrors, ...authErrors } },
    handler: async (request, reply) => reply.code(201).send(await createPosition(contextOf(request), request.body)),
  });
  app.put('/wizard/positions/:id/', {
    config: { access: 'management' },
    schema: {
      ...pos,
      summary: 'Rename or move a position',
      params: idParams,
      body: positionBodySchema,
      response: { 200: positionSchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => updatePosition(contextOf(request), request.params.id, request.body),
  });
  app.delete('/wizard/positions/:id/', {
    config: { access: 'management' },
    schema: { ...pos, summary: 'Delete a position (409 while employees hold it)', params: idParams, response: { ...noContent, ...authErrors, ...conflict } },
    handler: async (request, reply) => {
      await deletePosition(contextOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
  app.get('/wizard/department-positions/', {
    config: { access: 'management' },
    schema: {
      ...pos,
      summary: 'Positions of a department',
      querystring: departmentPositionsQuerySchema,
      response: { 200: z.array(optionSchema), ...fieldErrors, ...authErrors },
    },
    handler: (request) => listDepartmentPositions(contextOf(request), request.query.department),
  });
  app.get('/wizard/filtered-department-positions/', {
    config: { access: 'management' },
    schema: {
      ...pos,
      summary: 'Positions of a department or its sub-department',
      querystring: filteredPositionsQuerySchema,
      response: { 200: z.array(optionSchema), ...fieldErrors, ...authErrors },
    },
    handler: (request) => listFilteredPositions(contextOf(request), request.query.department, request.query.sub_department),
  });
};
