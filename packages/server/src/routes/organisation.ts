import {
  companyRoutes as company,
  departmentRoutes as departments,
  positionRoutes as positions,
  projectRoutes as projects,
} from '@performa/contracts/routes/organisation';
import { contextOf } from '../plugins/auth.ts';
import { readUpload } from '../plugins/uploads.ts';
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
import { serve } from './serve.ts';
import type { RouteModule } from './types.ts';

/** Company settings, projects, departments and the positional chart (under /api/wizard/). */
export const organisationRoutes: RouteModule = (app) => {
  serve(app, company.company, (request) => getCompany(contextOf(request)));
  serve(app, company.updateCompany, (request) => updateCompany(contextOf(request), request.body));
  serve(app, company.uploadCompanyLogo, async (request) => setCompanyLogo(contextOf(request), (await readUpload(request)).bytes));
  serve(app, company.removeCompanyLogo, (request) => setCompanyLogo(contextOf(request), null));

  serve(app, projects.createProject, (request) => createProject(contextOf(request), request.body));
  serve(app, projects.renameProject, (request) => renameProject(contextOf(request), request.params.id, request.body));
  serve(app, projects.deleteProject, (request) => deleteProject(contextOf(request), request.params.id));

  serve(app, departments.listDepartments, (request) => listDepartments(contextOf(request), request.query.search));
  serve(app, departments.createDepartment, (request) => createDepartment(contextOf(request), request.body));
  serve(app, departments.createSubDepartment, (request) => createDepartment(contextOf(request), request.body));
  serve(app, departments.updateDepartment, (request) => updateDepartment(contextOf(request), request.params.id, request.body));
  serve(app, departments.deleteDepartment, (request) => deleteDepartment(contextOf(request), request.params.id));
  serve(app, departments.listTopDepartments, (request) => listProjectDepartments(contextOf(request)));
  serve(app, departments.listSubDepartments, (request) => listSubDepartments(contextOf(request), request.query.department));

  serve(app, positions.listPositions, (request) => listPositions(contextOf(request)));
  serve(app, positions.createPosition, (request) => createPosition(contextOf(request), request.body));
  serve(app, positions.updatePosition, (request) => updatePosition(contextOf(request), request.params.id, request.body));
  serve(app, positions.deletePosition, (request) => deletePosition(contextOf(request), request.params.id));
  serve(app, positions.listDepartmentPositions, (request) => listDepartmentPositions(contextOf(request), request.query.department));
  serve(app, positions.listFilteredPositions, (request) => listFilteredPositions(contextOf(request), request.query.department, request.query.sub_department));
};
