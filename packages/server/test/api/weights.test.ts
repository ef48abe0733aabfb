import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../src/db/schema.ts';
import { call, createTestApp, type TestApp } from '../helpers/app.ts';
import { addDepartment, addEmployee, createAccount, scopeAdmin, signIn } from '../helpers/factories.ts';
import { tenant, type Tenant } from '../helpers/tenant.ts';

const SUM_OVER_1 = { non_field_errors: ['Sum of weights must be less or equal to 1.'] };
const SUM_NOT_1 = { non_field_errors: ['The weights must add up to 1.'] };
const SUM_ZERO = { non_field_errors: ['At least one weight must be greater than 0.'] };

describe('weights (docs/product.md §3.11, §3.12: project, party, personal and individual weights)', () => {
  let t: TestApp;
  let acme: Tenant;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '0' });
    acme = await tenant(t, { company: 'Acme' });
  });
  afterAll(() => t.close());

  /** A project with two departments and four employees (one terminated), and an admin scoped to Sales. */
  async function freshProject() {
    const { id, scope: c } = await acme.addProject('Weights');
    const sales = await addDepartment(t.deps, c, 'Sales');
    const inside = await addDepartment(t.deps, c, 'Inside sales', sales.id);
    const finance = await addDepartment(t.deps, c, 'Finance');
    const aysel = await addEmployee(t.deps, c, { number: 'E-1', firstName: 'Aysel', lastName: 'Aliyeva', departmentId: sales.id });
    const nigar = await addEmployee(t.deps, c, { number: 'E-2', firstName: 'Nigar', lastName: 'Babayeva', departmentId: sales.id, subDepartmentId: inside.id });
    const rashad = await addEmployee(t.deps, c, { number: 'E-3', firstName: 'Rashad', lastName: 'Camalov', departmentId: finance.id });
    const gone = await addEmployee(t.deps, c, { number: 'E-4', firstName: 'Murad', lastName: 'Dadashov', departmentId: sales.id });
    await t.deps.db.update(employees).set({ status: 'terminated' }).where(eq(employees.id, gone.id));
    const admin = await createAccount(t.deps, acme.companyId, { role: 'admin' });
    await scopeAdmin(t.deps, admin.id, [sales.id]);
    const scoped = (await signIn(t, admin.username)).access;
    return { id, scoped, sales, inside, finance, aysel, nigar, rashad, gone };
  }

  describe('project weight: the final score split and the cap', () => {
    const URL = '/api/wizard/project-weight/';

    it('starts unset with a cap of 1, and keeps what was saved', async () => {
      const p = await freshProject();
      expect((await acme.inProject(p.id).get(URL)).json()).toEqual({ goal_weight: null, skill_weight: null, max_achievement: 1 });
      const saved = await acme.inProject(p.id).put(URL, { goal_weight: 0.6, skill_weight: 0.4, max_achievement: 1.5 });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({ goal_weight: 0.6, skill_weight: 0.4, max_achievement: 1.5 });
      expect((await acme.inProject(p.id).get(URL)).json()).toEqual({ goal_weight: 0.6, skill_weight: 0.4, max_achievement: 1.5 });
      // Text from a form, with a decimal comma, is read as a number; the other project is untouched.
      expect((await acme.inProject(p.id).put(URL, { goal_weight: '0,3', skill_weight: '0.7', max_achievement: '2' })).json()).toEqual({
        goal_weight: 0.3,
        skill_weight: 0.7,
        max_achievement: 2,
      });
      expect((await acme.call.get(URL)).json()).toEqual({ goal_weight: null, skill_weight: null, max_achievement: 1 });
    });

    it('the split must add up to exactly 1 (within 1e-9)', async () => {
      const p = await freshProject();
      const over = await acme.inProject(p.id).put(URL, { goal_weight: 0.7, skill_weight: 0.4, max_achievement: 1 });
      expect(over.statusCode).toBe(400);
      expect(over.json()).toEqual(SUM_OVER_1);
      expect((await acme.inProject(p.id).put(URL, { goal_weight: 0.5, skill_weight: 0.4, max_achievement: 1 })).json()).toEqual(SUM_NOT_1);
      expect((await acme.inProject(p.id).put(URL, { goal_weight: 0.1 + 0.2, skill_weight: 0.7, max_achievement: 1 })).statusCode).toBe(200);
      expect((await acme.inProject(p.id).put(URL, { goal_weight: 1, skill_weight: 0, max_achievement: 1 })).statusCode).toBe(200);
      // Refusals left the last saved value.
      expect((await acme.inProject(p.id).get(URL)).json()).toEqual({ goal_weight: 1, skill_weight: 0, max_achievement: 1 });
    });

    it('refuses missing, negative and non-numeric weights and a cap outside 1–2, in the caller’s language', async () => {
      const p = await freshProject();
      const res = await acme.inProject(p.id).put(URL, { goal_weight: -0.5, skill_weight: 'half', max_achievement: 2.5 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        goal_weight: ['Enter a valid value.'],
        skill_weight: ['Enter a valid value.'],
        max_achievement: ['The maximum achievement must be between 1 and 2.'],
      });
      expect((await acme.inProject(p.id).put(URL, { max_achievement: 0.9 })).json()).toEqual({
        goal_weight: ['This field is required'],
        skill_weight: ['This field is required'],
        max_achievement: ['The maximum achievement must be between 1 and 2.'],
      });
      expect((await acme.inProject(p.id).put(URL, { goal_weight: 0.9, skill_weight: 0.9, max_achievement: 1 }, 'az')).json()).toEqual({
        non_field_errors: ['Çəkilərin cəmi 1-dən az və ya ona bərabər olmalıdır.'],
      });
      expect((await acme.inProject(p.id).put(URL, { goal_weight: 0.2, skill_weight: 0.2, max_achievement: 1 }, 'ru')).json()).toEqual({
        non_field_errors: ['Сумма весов должна быть равна 1.'],
      });
    });
  });

  describe('party weights of the project', () => {
    const URL = '/api/wizard/skill-party/';

    it('starts unset; saves four weights summing to at most 1 (0 = party not used)', async () => {
      const p = await freshProject();
      expect((await acme.inProject(p.id).get(URL)).json()).toEqual({ manager: null, subworker: null, coworker: null, self: null });
      const body = { manager: 0.1, subworker: 0.2, coworker: 0.7, self: 0 };
      const saved = await acme.inProject(p.id).put(URL, body);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual(body);
      expect((await acme.inProject(p.id).put(URL, { manager: 0.5, subworker: 0.1, coworker: 0.3, self: 0 })).statusCode).toBe(200);
      expect((await acme.inProject(p.id).get(URL)).json()).toEqual({ manager: 0.5, subworker: 0.1, coworker: 0.3, self: 0 });
    });

    it('refuses a sum over 1, a sum of 0, and bad values; the split of the project is left alone', async () => {
      const p = await freshProject();
      await acme.inProject(p.id).put('/api/wizard/project-weight/', { goal_weight: 0.6, skill_weight: 0.4, max_achievement: 1.2 });
      expect((await acme.inProject(p.id).put(URL, { manager: 0.5, subworker: 0.2, coworker: 0.3, self: 0.1 })).json()).toEqual(SUM_OVER_1);
      expect((await acme.inProject(p.id).put(URL, { manager: 0, subworker: 0, coworker: 0, self: 0 })).json()).toEqual(SUM_ZERO);
      expect((await acme.inProject(p.id).put(URL, { manager: -0.1, subworker: null, coworker: 0.3, self: true })).json()).toEqual({
        manager: ['Enter a valid value.'],
        subworker: ['This field is required'],
        self: ['Enter a valid value.'],
      });
      expect((await acme.inProject(p.id).get(URL)).json()).toEqual({ manager: null, subworker: null, coworker: null, self: null });
      await acme.inProject(p.id).put(URL, { manager: 0.5, subworker: 0.5, coworker: 0, self: 0 });
      expect((await acme.inProject(p.id).get('/api/wizard/project-weight/')).json()).toEqual({ goal_weight: 0.6, skill_weight: 0.4, max_achievement: 1.2 });
    });
  });

  describe('personal weights and the evaluation parties of an employee', () => {
    const personal = (id: number) => `/api/wizard/skill-personal-weight/${id}/`;
    const parties = (id?: number) => `/api/wizard/evaluation-parties/${id === undefined ? '' : `?employee_id=${id}`}`;

    it('an employee’s parties are the project’s until personal weights are set, and again after they are removed', async () => {
      const p = await freshProject();
      expect((await acme.inProject(p.id).get(parties())).json()).toEqual([
        { party: 'manager', weight: null, source: 'project' },
        { party: 'subworker', weight: null, source: 'project' },
        { party: 'coworker', weight: null, source: 'project' },
        { party: 'self', weight: null, source: 'project' },
      ]);
      await acme.inProject(p.id).put('/api/wizard/skill-party/', { manager: 0.5, subworker: 0.1, coworker: 0.3, self: 0.1 });
      const project = (await acme.inProject(p.id).get(parties(p.aysel.id))).json();
      expect(project.map((x: { weight: number; source: string }) => [x.weight, x.source])).toEqual([
        [0.5, 'project'],
        [0.1, 'project'],
        [0.3, 'project'],
        [0.1, 'project'],
      ]);

      expect((await acme.inProject(p.id).get(personal(p.aysel.id))).json()).toEqual({
        employee_id: p.aysel.id,
        employee_number: 'E-1',
        full_name: 'Aysel Aliyeva',
        department: { id: p.sales.id, name: 'Sales' },
        weights: null,
      });
      const saved = await acme.inProject(p.id).put(personal(p.aysel.id), { manager: 0.7, subworker: 0, coworker: 0.3, self: 0 });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().weights).toEqual({ manager: 0.7, subworker: 0, coworker: 0.3, self: 0 });
      expect((await acme.inProject(p.id).get(parties(p.aysel.id))).json()).toEqual([
        { party: 'manager', weight: 0.7, source: 'personal' },
        { party: 'subworker', weight: 0, source: 'personal' },
        { party: 'coworker', weight: 0.3, source: 'personal' },
        { party: 'self', weight: 0, source: 'personal' },
      ]);
      // Others and the project itself keep the project's weights.
      expect((await acme.inProject(p.id).get(parties(p.rashad.id))).json()[0]).toEqual({ party: 'manager', weight: 0.5, source: 'project' });
      expect((await acme.inProject(p.id).get(parties())).json()[0]).toEqual({ party: 'manager', weight: 0.5, source: 'project' });

      const removed = await acme.inProject(p.id).delete(personal(p.aysel.id));
      expect(removed.statusCode).toBe(204);
      expect((await acme.inProject(p.id).get(personal(p.aysel.id))).json().weights).toBeNull();
      expect((await acme.inProject(p.id).get(parties(p.aysel.id))).json()[0]).toEqual({ party: 'manager', weight: 0.5, source: 'project' });
      // Removing again is harmless.
      expect((await acme.inProject(p.id).delete(personal(p.aysel.id))).statusCode).toBe(204);
    });

    it('personal weights follow the project’s rules', async () => {
      const p = await freshProject();
      expect((await acme.inProject(p.id).put(personal(p.aysel.id), { manager: 0.6, subworker: 0.6, coworker: 0, self: 0 })).json()).toEqual(SUM_OVER_1);
      expect((await acme.inProject(p.id).put(personal(p.aysel.id), { manager: 0, subworker: 0, coworker: 0, self: 0 })).json()).toEqual(SUM_ZERO);
      expect((await acme.inProject(p.id).put(personal(p.aysel.id), { manager: 'x', subworker: 0, coworker: 0, self: 0.5 })).json()).toEqual({
        manager: ['Enter a valid value.'],
      });
      expect((await acme.inProject(p.id).get(personal(p.aysel.id))).json().weights).toBeNull();
    });

    it('employees of another project, company or outside an admin’s departments are not found', async () => {
      const p = await freshProject();
      const other = await freshProject();
      const globex = await tenant(t, { company: 'Globex' });
      const body = { manager: 1, subworker: 0, coworker: 0, self: 0 };
      for (const [url, method] of [
        [personal(other.aysel.id), 'GET'],
        [personal(other.aysel.id), 'PUT'],
        [personal(other.aysel.id), 'DELETE'],
        [parties(other.aysel.id), 'GET'],
        [personal(999999), 'GET'],
      ] as const) {
        const res = await acme.inProject(p.id)(method, url, method === 'PUT' ? body : undefined);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
      expect((await globex.call.put(personal(p.aysel.id), body)).statusCode).toBe(404);
      expect((await globex.call.get(parties(p.aysel.id))).statusCode).toBe(404);

      // The scoped admin (Sales and its sub-departments) reaches Aysel and Nigar, not Rashad (Finance).
      expect((await acme.as(p.scoped, p.id).put(personal(p.nigar.id), body)).statusCode).toBe(200);
      expect((await acme.as(p.scoped, p.id).put(personal(p.rashad.id), body)).statusCode).toBe(404);
      expect((await acme.as(p.scoped, p.id).get(parties(p.rashad.id))).statusCode).toBe(404);
      expect((await acme.as(p.scoped, p.id).delete(personal(p.rashad.id))).statusCode).toBe(404);
      // Project-wide weights are not department-bound.
      expect((await acme.as(p.scoped, p.id).put('/api/wizard/skill-party/', { manager: 1, subworker: 0, coworker: 0, self: 0 })).statusCode).toBe(200);
      expect((await acme.inProject(p.id).get(personal(p.rashad.id))).json().weights).toBeNull();
      expect((await acme.inProject(p.id).get(parties(1.5 as unknown as number))).statusCode).toBe(400);
    });
  });

  describe('the list of personal weights', () => {
    const LIST = '/api/wizard/all-personal-weights/';

    it('pages the active employees with their personal weights or null, with search and department filters', async () => {
      const p = await freshProject();
      await acme.inProject(p.id).put(`/api/wizard/skill-personal-weight/${p.nigar.id}/`, { manager: 0.4, subworker: 0.2, coworker: 0.2, self: 0.2 });
      const all = (await acme.inProject(p.id).get(LIST)).json();
      expect(all).toMatchObject({ count: 3, page: 1, page_size: 25 });
      expect(all.results.map((r: { employee_number: string; weights: unknown }) => [r.employee_number, r.weights])).toEqual([
        ['E-1', null],
        ['E-2', { manager: 0.4, subworker: 0.2, coworker: 0.2, self: 0.2 }],
        ['E-3', null],
      ]);
      const second = (await acme.inProject(p.id).get(`${LIST}?page=2&page_size=2`)).json();
      expect(second).toMatchObject({ count: 3, page: 2, page_size: 2 });
      expect(second.results.map((r: { full_name: string }) => r.full_name)).toEqual(['Rashad Camalov']);
      expect((await acme.inProject(p.id).get(`${LIST}?search=nigar`)).json().results.map((r: { employee_number: string }) => r.employee_number)).toEqual([
        'E-2',
      ]);
      expect((await acme.inProject(p.id).get(`${LIST}?search=e-3`)).json().count).toBe(1);
      // A department includes the employees of its sub-departments.
      expect((await acme.inProject(p.id).get(`${LIST}?department=${p.sales.id}`)).json().count).toBe(2);
      expect((await acme.inProject(p.id).get(`${LIST}?department=${p.inside.id}`)).json().count).toBe(1);
      expect((await acme.as(p.scoped, p.id).get(LIST)).json().results.map((r: { employee_number: string }) => r.employee_number)).toEqual(['E-1', 'E-2']);
      expect((await acme.inProject(p.id).get(`${LIST}?page_size=500`)).statusCode).toBe(400);
    });

    it('?format=csv downloads every row in the import’s columns, blank where the project’s weights apply', async () => {
      const p = await freshProject();
      await acme.inProject(p.id).put(`/api/wizard/skill-personal-weight/${p.rashad.id}/`, { manager: 0.25, subworker: 0.25, coworker: 0.5, self: 0 });
      const res = await acme.inProject(p.id).get(`${LIST}?format=csv&page_size=1`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toBe('attachment; filename="personal-weights.csv"');
      expect(Papa.parse<string[]>(res.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data).toEqual([
        ['employee_id', 'employee_number', 'full_name', 'manager', 'subworker', 'coworker', 'self'],
        [String(p.aysel.id), 'E-1', 'Aysel Aliyeva', '', '', '', ''],
        [String(p.nigar.id), 'E-2', 'Nigar Babayeva', '', '', '', ''],
        [String(p.rashad.id), 'E-3', 'Rashad Camalov', '0.25', '0.25', '0.5', '0'],
      ]);
      const scoped = await acme.as(p.scoped, p.id).get(`${LIST}?format=csv`);
      expect(scoped.body).not.toContain('Rashad');
      const xlsx = await acme.inProject(p.id).get(`${LIST}?format=xlsx`);
      expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    });
  });

  describe('individual weights', () => {
    const ONE = (id: number) => `/api/wizard/individual-weight/${id}/`;
    const LIST = '/api/wizard/individual-weight/';

    it('sets, lists, changes and removes an employee’s own split', async () => {
      const p = await freshProject();
      expect((await acme.inProject(p.id).get(LIST)).json()).toEqual({ count: 0, page: 1, page_size: 25, results: [] });
      expect((await acme.inProject(p.id).get(ONE(p.rashad.id))).json()).toMatchObject({ employee_number: 'E-3', weights: null });
      const saved = await acme.inProject(p.id).put(ONE(p.rashad.id), { goal_weight: 0.8, skill_weight: 0.2 });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({
        employee_id: p.rashad.id,
        employee_number: 'E-3',
        full_name: 'Rashad Camalov',
        department: { id: p.finance.id, name: 'Finance' },
        weights: { goal_weight: 0.8, skill_weight: 0.2 },
      });
      await acme.inProject(p.id).put(ONE(p.aysel.id), { goal_weight: 0.5, skill_weight: 0.5 });
      await acme.inProject(p.id).put(ONE(p.aysel.id), { goal_weight: 0.4, skill_weight: 0.6 });
      const list = (await acme.inProject(p.id).get(LIST)).json();
      expect(list.count).toBe(2);
      expect(list.results.map((r: { employee_number: string; weights: unknown }) => [r.employee_number, r.weights])).toEqual([
        ['E-1', { goal_weight: 0.4, skill_weight: 0.6 }],
        ['E-3', { goal_weight: 0.8, skill_weight: 0.2 }],
      ]);
      expect((await acme.inProject(p.id).get(`${LIST}?search=rashad`)).json().count).toBe(1);
      expect((await acme.as(p.scoped, p.id).get(LIST)).json().results.map((r: { employee_number: string }) => r.employee_number)).toEqual(['E-1']);

      expect((await acme.inProject(p.id).delete(ONE(p.rashad.id))).statusCode).toBe(204);
      expect((await acme.inProject(p.id).get(ONE(p.rashad.id))).json().weights).toBeNull();
      expect((await acme.inProject(p.id).get(LIST)).json().count).toBe(1);
    });

    it('follows the split’s rules and the reach of the caller', async () => {
      const p = await freshProject();
      expect((await acme.inProject(p.id).put(ONE(p.aysel.id), { goal_weight: 0.8, skill_weight: 0.3 })).json()).toEqual(SUM_OVER_1);
      expect((await acme.inProject(p.id).put(ONE(p.aysel.id), { goal_weight: 0.3, skill_weight: 0.3 })).json()).toEqual(SUM_NOT_1);
      expect((await acme.inProject(p.id).put(ONE(p.aysel.id), { goal_weight: 1 })).json()).toEqual({ skill_weight: ['This field is required'] });
      expect((await acme.inProject(p.id).get(ONE(p.aysel.id))).json().weights).toBeNull();
      expect((await acme.as(p.scoped, p.id).put(ONE(p.rashad.id), { goal_weight: 1, skill_weight: 0 })).statusCode).toBe(404);
      expect((await acme.as(p.scoped, p.id).get(ONE(p.rashad.id))).statusCode).toBe(404);
      expect((await acme.as(p.scoped, p.id).delete(ONE(p.rashad.id))).statusCode).toBe(404);
      expect((await acme.as(p.scoped, p.id).put(ONE(p.aysel.id), { goal_weight: 1, skill_weight: 0 })).statusCode).toBe(200);
      expect((await acme.call.get(ONE(p.aysel.id))).statusCode).toBe(404);
    });
  });

  it('every weights endpoint is documented with its errors', async () => {
    const doc = (await call(t.app, 'GET', '/api/docs/json')).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown>; summary?: string }>>;
    };
    const routes = [
      ['get', '/api/wizard/project-weight/'],
      ['put', '/api/wizard/project-weight/'],
      ['get', '/api/wizard/skill-party/'],
      ['put', '/api/wizard/skill-party/'],
      ['get', '/api/wizard/evaluation-parties/'],
      ['get', '/api/wizard/skill-personal-weight/{id}/'],
      ['put', '/api/wizard/skill-personal-weight/{id}/'],
      ['delete', '/api/wizard/skill-personal-weight/{id}/'],
      ['get', '/api/wizard/all-personal-weights/'],
      ['get', '/api/wizard/import-personal-weights-from-csv/'],
      ['post', '/api/wizard/import-personal-weights-from-csv/'],
      ['get', '/api/wizard/individual-weight/'],
      ['get', '/api/wizard/individual-weight/{id}/'],
      ['put', '/api/wizard/individual-weight/{id}/'],
      ['delete', '/api/wizard/individual-weight/{id}/'],
    ] as const;
    for (const [method, path] of routes) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation!.summary).toBeTruthy();
      expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining(['400', '401', '403', '404']));
    }
    expect(Object.keys(doc.paths['/api/wizard/import-personal-weights-from-csv/']!.post!.responses)).toEqual(expect.arrayContaining(['200', '413', '422']));
  });
});
