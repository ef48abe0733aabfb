import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectSettings } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addDepartment, addEmployee, addPosition } from '../helpers/factories.ts';
import { addPeriod, addTemplate } from '../helpers/setup.ts';
import { tenant } from '../helpers/tenant.ts';

/** The wizard's Finish step and the landing of a super admin on an empty project (docs/product.md §5.2, ADR 16). */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/wizard/summary/', () => {
  it('a new company’s project is empty: nothing set up', async () => {
    const fresh = await tenant(t, { company: 'Fresh' });
    const res = await fresh.call.get('/api/wizard/summary/');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      departments: 0,
      positions: 0,
      employees: expect.any(Number),
      periods: 0,
      rounds: 0,
      scales: 0,
      rating_scale_set: false,
      final_score_scale_set: false,
      competencies: 0,
      positional_goals: 0,
      personal_goals: 0,
      weights_complete: false,
      empty: true,
    });
  });

  it('a project with a department, or with an employee besides the caller, is no longer empty', async () => {
    const withDepartment = await tenant(t, { company: 'Departed' });
    await addDepartment(t.deps, withDepartment, 'Sales');
    expect((await withDepartment.call.get('/api/wizard/summary/')).json()).toMatchObject({ departments: 1, empty: false });

    const withEmployee = await tenant(t, { company: 'Staffed' });
    await addEmployee(t.deps, withEmployee);
    expect((await withEmployee.call.get('/api/wizard/summary/')).json()).toMatchObject({ departments: 0, empty: false });
  });

  it('counts what is set up, and says whether the scales and weights are chosen', async () => {
    const acme = await tenant(t, { company: 'Acme' });
    const scope = { companyId: acme.companyId, projectId: acme.projectId };
    const before = (await acme.call.get('/api/wizard/summary/')).json();
    const department = await addDepartment(t.deps, acme, 'Sales');
    await addPosition(t.deps, acme, department.id, 'Seller');
    await addEmployee(t.deps, acme);
    await addPeriod(t.deps, scope, ['H1', 'H2']);
    const template = await addTemplate(t.deps, scope);
    await t.deps.db.insert(projectSettings).values({ ...scope, finalScoreTemplateId: template.id, goalWeight: 0.5, skillWeight: 0.5, managerWeight: 1 });
    const summary = (await acme.call.get('/api/wizard/summary/')).json();
    expect(summary).toMatchObject({
      departments: 1,
      positions: 1,
      employees: before.employees + 1,
      periods: 1,
      rounds: 2,
      scales: 1,
      rating_scale_set: false,
      final_score_scale_set: true,
      weights_complete: true,
      empty: false,
    });
    // Another project of the company is counted on its own.
    const other = await acme.addProject();
    expect((await acme.inProject(other.id).get('/api/wizard/summary/')).json()).toMatchObject({ departments: 0, periods: 0, empty: true });
  });
});
