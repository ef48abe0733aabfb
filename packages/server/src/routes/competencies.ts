import { competencyRoutes as api } from '@performa/contracts/routes/competencies';
import { contextOf } from '../plugins/auth.ts';
import { requestLanguage } from '../plugins/errors.ts';
import { importUpload } from '../plugins/uploads.ts';
import { assignSkillToPositions, copyPositionSkills } from '../services/competencies/bulk.ts';
import { listEmployeeSkillRows, readEmployeeSkills, resetEmployeeSkills, setEmployeeSkills } from '../services/competencies/employee-skills.ts';
import { setPositionSkills, skillsForPosition } from '../services/competencies/position-skills.ts';
import { importSkills, skillTemplate } from '../services/competencies/skill-import.ts';
import { createSkill, deleteSkill, listSkills, readPeriodicSkill, setPeriodicSkill, updateSkill } from '../services/competencies/skills.ts';
import { serve } from './serve.ts';
import { sendSheet } from './sheets.ts';
import type { RouteModule } from './types.ts';

/** Competencies (skills): per position with weights and norms, per employee, periodic, import (under /api/wizard/). */
export const competencyRoutes: RouteModule = (app) => {
  serve(app, api.listSkills, (request) => listSkills(contextOf(request), request.query));
  serve(app, api.createSkill, (request) => createSkill(contextOf(request), request.body));
  serve(app, api.updateSkill, (request) => updateSkill(contextOf(request), request.params.id, request.body));
  serve(app, api.deleteSkill, (request) => deleteSkill(contextOf(request), request.params.id));
  serve(app, api.periodicSkill, (request) => readPeriodicSkill(contextOf(request), request.params.id));
  serve(app, api.savePeriodicSkill, (request) => setPeriodicSkill(contextOf(request), request.params.id, request.body));

  serve(app, api.skillsForPosition, (request) => skillsForPosition(contextOf(request), request.query.position, request.query.period));
  serve(app, api.savePositionSkills, (request) => setPositionSkills(contextOf(request), request.params.id, request.body));
  serve(app, api.assignSkillToPositions, (request) => assignSkillToPositions(contextOf(request), request.body));
  serve(app, api.copyPositionSkills, (request) => copyPositionSkills(contextOf(request), request.body));

  serve(app, api.listEmployeeSkillRows, (request) => listEmployeeSkillRows(contextOf(request), request.query));
  serve(app, api.employeeSkills, (request) => readEmployeeSkills(contextOf(request), request.params.id));
  serve(app, api.saveEmployeeSkills, (request) => setEmployeeSkills(contextOf(request), request.params.id, request.body));
  serve(app, api.resetEmployeeSkills, (request) => resetEmployeeSkills(contextOf(request), request.params.id));

  serve(app, api.skillTemplate, async (request, reply) =>
    sendSheet(reply, request.query.format, 'competencies-template', await skillTemplate(request.query.format)),
  );
  serve(app, api.importSkills, (request) => importUpload(request, (file) => importSkills(contextOf(request), file, requestLanguage(request))));
};
