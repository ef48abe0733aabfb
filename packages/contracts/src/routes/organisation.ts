import { z } from 'zod';
import { projectListSchema, projectSchema } from '../api/auth.ts';
import { errorSchema } from '../api/common.ts';
import {
  companyBodySchema,
  companySchema,
  departmentBodySchema,
  departmentListQuerySchema,
  departmentPositionsQuerySchema,
  departmentSchema,
  filteredPositionsQuerySchema,
  optionSchema,
  positionBodySchema,
  positionSchema,
  projectBodySchema,
  subDepartmentQuerySchema,
} from '../api/organisation.ts';
import { idParams, requiredId, requiredString } from '../validation.ts';
import { authErrors, conflict, fieldErrors } from './answers.ts';
import { route } from './define.ts';

/**
 * The organisation (docs/product.md §3.6–§3.9): company settings, projects, the department tree of a
 * project and its positional chart.
 */
const fieldAndAuthErrors = { ...fieldErrors, ...authErrors };

// Company settings (super admin)

const companyTags = ['company'];

export const companyRoutes = {
  company: route({
    method: 'GET',
    path: '/wizard/company/',
    access: 'superAdminActive',
    tags: companyTags,
    summary: 'Company settings',
    status: 200,
    response: companySchema,
    errors: authErrors,
  }),
  updateCompany: route({
    method: 'PUT',
    path: '/wizard/company/',
    access: 'superAdminActive',
    tags: companyTags,
    summary: 'Change company settings',
    body: companyBodySchema,
    status: 200,
    response: companySchema,
    errors: fieldAndAuthErrors,
  }),
  uploadCompanyLogo: route({
    method: 'POST',
    path: '/wizard/edit-company-logo/',
    access: 'superAdminActive',
    tags: companyTags,
    summary: 'Upload the company logo (multipart field "file": PNG, JPEG or WebP, at most 2 MB; SVG is refused)',
    kind: 'upload',
    status: 200,
    response: companySchema,
    errors: { ...fieldAndAuthErrors, 413: errorSchema.describe('File too large') },
  }),
  removeCompanyLogo: route({
    method: 'DELETE',
    path: '/wizard/edit-company-logo/',
    access: 'superAdminActive',
    tags: companyTags,
    summary: 'Remove the company logo',
    status: 200,
    response: companySchema,
    errors: authErrors,
  }),
};

// Projects

const projectTags = ['projects'];

export const projectRoutes = {
  listProjects: route({
    method: 'GET',
    path: '/wizard/projects/',
    access: 'authenticated',
    tags: ['wizard'],
    summary: 'The projects of the caller’s company',
    status: 200,
    response: projectListSchema,
    errors: authErrors,
  }),
  createProject: route({
    method: 'POST',
    path: '/wizard/project/',
    access: 'superAdminActive',
    tags: projectTags,
    summary: 'Create a project',
    body: projectBodySchema,
    status: 201,
    response: projectSchema,
    errors: fieldAndAuthErrors,
  }),
  renameProject: route({
    method: 'PUT',
    path: '/wizard/project/:id/',
    access: 'superAdminActive',
    tags: projectTags,
    summary: 'Rename a project',
    params: idParams,
    body: projectBodySchema,
    status: 200,
    response: projectSchema,
    errors: fieldAndAuthErrors,
  }),
  deleteProject: route({
    method: 'DELETE',
    path: '/wizard/delete-project/:id/',
    access: 'superAdminActive',
    tags: projectTags,
    summary: 'Delete a project and everything it owns (the last project of a company stays: 409)',
    params: idParams,
    status: 204,
    response: null,
    errors: { ...authErrors, ...conflict },
  }),
};

// Departments: a tree per project

const departmentTags = ['departments'];

/** A sub-department: a department with a parent. */
export const subDepartmentBodySchema = z.object({ name: requiredString(200), parent_id: requiredId() });

export const departmentRoutes = {
  listDepartments: route({
    method: 'GET',
    path: '/wizard/departments/',
    access: 'management',
    tags: departmentTags,
    summary: 'The department tree of the selected project (flat, with parent_id)',
    query: departmentListQuerySchema,
    status: 200,
    response: z.array(departmentSchema),
    errors: authErrors,
  }),
  createDepartment: route({
    method: 'POST',
    path: '/wizard/departments/',
    access: 'management',
    tags: departmentTags,
    summary: 'Create a department (parent_id makes it a sub-department)',
    body: departmentBodySchema,
    status: 201,
    response: departmentSchema,
    errors: fieldAndAuthErrors,
  }),
  createSubDepartment: route({
    method: 'POST',
    path: '/wizard/sub-department/',
    access: 'management',
    tags: departmentTags,
    summary: 'Create a sub-department',
    body: subDepartmentBodySchema,
    status: 201,
    response: departmentSchema,
    errors: fieldAndAuthErrors,
  }),
  updateDepartment: route({
    method: 'PUT',
    path: '/wizard/departments/:id/',
    access: 'management',
    tags: departmentTags,
    summary: 'Rename or move a department',
    params: idParams,
    body: departmentBodySchema,
    status: 200,
    response: departmentSchema,
    errors: fieldAndAuthErrors,
  }),
  deleteDepartment: route({
    method: 'DELETE',
    path: '/wizard/departments/:id/',
    access: 'management',
    tags: departmentTags,
    summary: 'Delete a department and its empty sub-departments (409 while employees or positions belong to it)',
    params: idParams,
    status: 204,
    response: null,
    errors: { ...authErrors, ...conflict },
  }),
  listTopDepartments: route({
    method: 'GET',
    path: '/wizard/project-departments/',
    access: 'management',
    tags: departmentTags,
    summary: 'Top-level departments of the selected project',
    status: 200,
    response: z.array(optionSchema),
    errors: authErrors,
  }),
  listSubDepartments: route({
    method: 'GET',
    path: '/wizard/sub-departments/',
    access: 'management',
    tags: departmentTags,
    summary: 'Sub-departments of a department',
    query: subDepartmentQuerySchema,
    status: 200,
    response: z.array(optionSchema),
    errors: fieldAndAuthErrors,
  }),
};

// Positions: the positional chart

const positionTags = ['positions'];

export const positionRoutes = {
  listPositions: route({
    method: 'GET',
    path: '/wizard/positions/',
    access: 'management',
    tags: positionTags,
    summary: 'The positional chart: every position with its parent and holders',
    status: 200,
    response: z.array(positionSchema),
    errors: authErrors,
  }),
  createPosition: route({
    method: 'POST',
    path: '/wizard/positions/',
    access: 'management',
    tags: positionTags,
    summary: 'Create a position',
    body: positionBodySchema,
    status: 201,
    response: positionSchema,
    errors: fieldAndAuthErrors,
  }),
  updatePosition: route({
    method: 'PUT',
    path: '/wizard/positions/:id/',
    access: 'management',
    tags: positionTags,
    summary: 'Rename or move a position',
    params: idParams,
    body: positionBodySchema,
    status: 200,
    response: positionSchema,
    errors: fieldAndAuthErrors,
  }),
  deletePosition: route({
    method: 'DELETE',
    path: '/wizard/positions/:id/',
    access: 'management',
    tags: positionTags,
    summary: 'Delete a position (409 while employees hold it)',
    params: idParams,
    status: 204,
    response: null,
    errors: { ...authErrors, ...conflict },
  }),
  listDepartmentPositions: route({
    method: 'GET',
    path: '/wizard/department-positions/',
    access: 'management',
    tags: positionTags,
    summary: 'Positions of a department',
    query: departmentPositionsQuerySchema,
    status: 200,
    response: z.array(optionSchema),
    errors: fieldAndAuthErrors,
  }),
  listFilteredPositions: route({
    method: 'GET',
    path: '/wizard/filtered-department-positions/',
    access: 'management',
    tags: positionTags,
    summary: 'Positions of a department or its sub-department',
    query: filteredPositionsQuerySchema,
    status: 200,
    response: z.array(optionSchema),
    errors: fieldAndAuthErrors,
  }),
};
