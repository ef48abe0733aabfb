import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, employeeSkills, positionSkills, skillPeriods, skills } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addEmployeeSkill, addPositionSkill, addSkill } from '../helpers/competencies.ts';
import { addDepartment, addEmployee, addPosition, addProject, createAccount, scopeAdmin, signIn } from '../helpers/factories.ts';
import { addCategory, addPeriod, addTemplate, setRatingTemplate } from '../helpers/setup.ts';
import { tenant, type Tenant } from '../helpers/tenant.ts';

const SKILLS = '/api/wizard/skills/';
const FOR_POSITION = '/api/wizard/skills-for-position/';
const USER_SKILL = '/api/wizard/edit-user-skill/';
const weights = (positionId: number) => `/api/wizard/set-skills-weight/${positionId}/`;

describe('competencies (docs/product.md §3.5)', () => {
  let t: TestApp;
  let acme: Tenant;
  let scope: { companyId: number; projectId: number };
  let finance: { id: number };
  let sales: { id: number };
  let accountant: { id: number };
  let seller: { id: number };
  let period1: { id: number };
  let period2: { id: number };
  let people: { id: number };
  let clerk: { id: number };
  let salesRep: { id: number };

  beforeAll(async () => {
    t = await createTestApp();
    acme = await tenant(t, { company: 'Acme' });
    scope = { companyId: acme.companyId, projectId: acme.projectId };
    finance = await addDepartment(t.deps, scope, 'Finance');
    sales = await addDepartment(t.deps, scope, 'Sales');
    accountant = await addPosition(t.deps, scope, finance.id, 'Accountant');
    seller = await addPosition(t.deps, scope, sales.id, 'Seller');
    period1 = await addPeriod(t.deps, scope);
    period2 = await addPeriod(t.deps, scope);
    people = await addCategory(t.deps, scope, 'skill', 'People');
    clerk = await addEmployee(t.deps, scope, { firstName: 'Kamran', lastName: 'Aliyev', number: 'F-1', departmentId: finance.id, positionId: accountant.id });
    salesRep = await addEmployee(t.deps, scope, { firstName: 'Nigar', lastName: 'Rzayeva', number: 'S-1', departmentId: sales.id, positionId: seller.id });
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>, who = acme.token) => acme.as(who).post(SKILLS, body);

  describe('the catalogue', () => {
    it('creates organizational and periodic competencies and lists them with category, periods and counts', async () => {
      const org = await create({ name: 'Teamwork', description: 'Works with others', category_id: people.id, skill_type: 'soft' });
      expect(org.statusCode, org.body).toBe(201);
      expect(org.json()).toMatchObject({
        name: 'Teamwork',
        category: { id: people.id, name: 'People' },
        skill_type: 'soft',
        is_periodic: false,
        periods: [],
        position_count: 0,
        employee_count: 0,
      });
      const periodic = await create({ name: 'Budgeting', skill_type: 'hard', is_periodic: true, period_ids: [period2.id, period1.id, period2.id] });
      expect(periodic.statusCode, periodic.body).toBe(201);
      expect(periodic.json().periods.map((p: { id: number }) => p.id)).toEqual([period1.id, period2.id]);

      const list = await acme.call('GET', SKILLS);
      expect(list.json().map((s: { name: string }) => s.name)).toEqual(expect.arrayContaining(['Budgeting', 'Teamwork']));
    });

    it('refuses a periodic competency without periods, a taken name, a goal category and references outside the project', async () => {
      expect((await create({ name: 'Lonely', skill_type: 'hard', is_periodic: true, period_ids: [] })).json()).toEqual({
        period_ids: ['This field is required'],
      });
      expect((await create({ name: 'Lonely', skill_type: 'medium' })).json()).toEqual({ skill_type: ['Select a valid choice.'] });
      await addSkill(t.deps, scope, 'Negotiation');
      const taken = await create({ name: ' negotiation ', skill_type: 'soft' });
      expect(taken.statusCode).toBe(400);
      expect(taken.json()).toEqual({ name: ['This name is already in use here.'] });

      const goalCategory = await addCategory(t.deps, scope, 'goal', 'Sales goals');
      expect((await create({ name: 'Lonely', skill_type: 'hard', category_id: goalCategory.id })).json()).toEqual({
        category_id: ['No such entry in this project.'],
      });
      const other = await addProject(t.deps, acme.companyId, 'Other');
      const otherPeriod = await addPeriod(t.deps, { companyId: acme.companyId, projectId: other.id });
      const res = await create({ name: 'Lonely', skill_type: 'hard', is_periodic: true, period_ids: [otherPeriod.id] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ period_ids: ['No such entry in this project.'] });
      expect(await t.deps.db.select().from(skills).where(eq(skills.name, 'Lonely'))).toEqual([]);
    });

    it('filters by search, category, type and period (organizational ones apply in every period)', async () => {
      const org = await addSkill(t.deps, scope, 'Filter org', { skillType: 'soft', categoryId: people.id, description: 'Listens carefully' });
      const p1 = await addSkill(t.deps, scope, 'Filter p1', { periodIds: [period1.id] });
      const p2 = await addSkill(t.deps, scope, 'Filter p2', { periodIds: [period2.id] });
      const ids = async (query: string) =>
        ((await acme.call('GET', `${SKILLS}?search=filter${query}`)).json() as Array<{ id: number }>).map((s) => s.id).sort((a, b) => a - b);
      expect(await ids('')).toEqual([org.id, p1.id, p2.id]);
      expect(await ids(`&period=${period1.id}`)).toEqual([org.id, p1.id]);
      expect(await ids(`&category=${people.id}`)).toEqual([org.id]);
      expect(await ids('&skill_type=hard')).toEqual([p1.id, p2.id]);
      // The description is searched too.
      expect((await acme.call('GET', `${SKILLS}?search=listens`)).json().map((s: { id: number }) => s.id)).toEqual([org.id]);
      expect((await acme.call('GET', `${SKILLS}?period=999999`)).json()).toEqual({ period: ['No such entry in this project.'] });
    });

    it('changes a competency and its periods (periodic-skill), and makes it organizational again', async () => {
      const skill = await addSkill(t.deps, scope, 'Planning');
      const put = await acme.call('PUT', `${SKILLS}${skill.id}/`, { name: 'Planning ahead', skill_type: 'soft', is_periodic: true, period_ids: [period1.id] });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json()).toMatchObject({ name: 'Planning ahead', skill_type: 'soft', is_periodic: true, periods: [{ id: period1.id }] });

      const url = `/api/wizard/periodic-skill/${skill.id}/`;
      expect((await acme.call('GET', url)).json()).toMatchObject({ id: skill.id, is_periodic: true, periods: [{ id: period1.id }] });
      expect((await acme.call('PUT', url, { is_periodic: true, period_ids: [] })).json()).toEqual({
        period_ids: ['This field is required'],
      });
      const both = await acme.call('PUT', url, { is_periodic: true, period_ids: [period1.id, period2.id] });
      expect(both.json().periods).toHaveLength(2);
      const org = await acme.call('PUT', url, { is_periodic: false, period_ids: [period1.id] });
      expect(org.json()).toMatchObject({ is_periodic: false, periods: [] });
      expect(await t.deps.db.select().from(skillPeriods).where(eq(skillPeriods.skillId, skill.id))).toEqual([]);
    });

    it('deleting a competency removes it from positions and employees’ lists (the counts say how many)', async () => {
      const skill = await addSkill(t.deps, scope, 'Soon gone');
      await addPositionSkill(t.deps, acme.companyId, accountant.id, skill.id, 0.1);
      await addPositionSkill(t.deps, acme.companyId, seller.id, skill.id, 0.1);
      await addEmployeeSkill(t.deps, acme.companyId, clerk.id, skill.id, 0.2);
      const [listed] = (await acme.call('GET', `${SKILLS}?search=soon`)).json();
      expect(listed).toMatchObject({ position_count: 2, employee_count: 1 });
      expect((await acme.call('DELETE', `${SKILLS}${skill.id}/`)).statusCode).toBe(204);
      expect(await t.deps.db.select().from(positionSkills).where(eq(positionSkills.skillId, skill.id))).toEqual([]);
      expect(await t.deps.db.select().from(employeeSkills).where(eq(employeeSkills.skillId, skill.id))).toEqual([]);
      expect((await acme.call('DELETE', `${SKILLS}${skill.id}/`)).statusCode).toBe(404);
    });
  });

  describe('a position’s competencies', () => {
    it('replaces the list with weights and norms, and lists positions with their counts and totals', async () => {
      const a = await addSkill(t.deps, scope, 'Accuracy');
      const b = await addSkill(t.deps, scope, 'Reporting', { periodIds: [period2.id] });
      const res = await acme.call('PUT', weights(accountant.id), {
        skills: [
          { skill_id: a.id, weight: 0.6, norm: 4 },
          { skill_id: b.id, weight: '0.4', norm: null },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        position: { id: accountant.id, name: 'Accountant', department_name: 'Finance' },
        skills: [
          { skill_id: a.id, name: 'Accuracy', weight: 0.6, norm: 4 },
          { skill_id: b.id, name: 'Reporting', weight: 0.4, norm: null, is_periodic: true },
        ],
        weight_total: 1,
      });
      const summaries = (await acme.call('GET', FOR_POSITION)).json();
      expect(summaries).toContainEqual({
        id: accountant.id,
        name: 'Accountant',
        department_id: finance.id,
        department_name: 'Finance',
        skill_count: 2,
        weight_total: 1,
      });
      // Only what applies in period 1: the periodic one belongs to period 2.
      const inPeriod1 = (await acme.call('GET', `${FOR_POSITION}?position=${accountant.id}&period=${period1.id}`)).json();
      expect(inPeriod1.skills.map((s: { name: string }) => s.name)).toEqual(['Accuracy']);
      // The positions' summaries honour the period too.
      const summariesInPeriod1 = (await acme.call('GET', `${FOR_POSITION}?period=${period1.id}`)).json();
      expect(summariesInPeriod1).toContainEqual(expect.objectContaining({ id: accountant.id, skill_count: 1, weight_total: 0.6 }));
      const summariesInPeriod2 = (await acme.call('GET', `${FOR_POSITION}?period=${period2.id}`)).json();
      expect(summariesInPeriod2).toContainEqual(expect.objectContaining({ id: accountant.id, skill_count: 2, weight_total: 1 }));

      const emptied = await acme.call('PUT', weights(accountant.id), { skills: [] });
      expect(emptied.json()).toMatchObject({ skills: [], weight_total: 0 });
    });

    it('refuses a sum over 1, a competency twice, one of another project and negative numbers', async () => {
      const a = await addSkill(t.deps, scope, 'Sum A');
      const b = await addSkill(t.deps, scope, 'Sum B');
      await addPositionSkill(t.deps, acme.companyId, seller.id, a.id, 0.5);
      const over = await acme.call('PUT', weights(seller.id), {
        skills: [
          { skill_id: a.id, weight: 0.7 },
          { skill_id: b.id, weight: 0.31 },
        ],
      });
      expect(over.statusCode).toBe(400);
      expect(over.json()).toEqual({ skills: ['Sum of weights must be less or equal to 1.'] });
      const overRu = await acme.call(
        'PUT',
        weights(seller.id),
        {
          skills: [
            { skill_id: a.id, weight: 0.7 },
            { skill_id: b.id, weight: 0.31 },
          ],
        },
        'ru',
      );
      expect(overRu.json()).toEqual({ skills: ['Сумма весов должна быть меньше или равна 1.'] });
      // Floating-point sums such as 0.1 + 0.2 + 0.7 are fine.
      const c = await addSkill(t.deps, scope, 'Sum C');
      const exact = await acme.call('PUT', weights(seller.id), {
        skills: [
          { skill_id: a.id, weight: 0.1 },
          { skill_id: b.id, weight: 0.2 },
          { skill_id: c.id, weight: 0.7 },
        ],
      });
      expect(exact.statusCode, exact.body).toBe(200);

      const twice = await acme.call('PUT', weights(seller.id), {
        skills: [
          { skill_id: a.id, weight: 0.1 },
          { skill_id: a.id, weight: 0.1 },
        ],
      });
      expect(twice.json()).toEqual({ skills: ['Each entry may appear only once.'] });
      const other = await tenant(t);
      const foreignSkill = await addSkill(t.deps, { companyId: other.companyId, projectId: other.projectId }, 'Foreign');
      const foreign = await acme.call('PUT', weights(seller.id), { skills: [{ skill_id: foreignSkill.id, weight: 0.1 }] });
      expect(foreign.json()).toEqual({ skills: ['No such entry in this project.'] });
      const negative = await acme.call('PUT', weights(seller.id), { skills: [{ skill_id: a.id, weight: -0.1 }] });
      expect(negative.statusCode).toBe(400);
      // The refusals left the list as it was.
      const kept = (await acme.call('GET', `${FOR_POSITION}?position=${seller.id}`)).json();
      expect(kept.weight_total).toBeCloseTo(1, 9);
      expect(kept.skills).toHaveLength(3);
    });

    it('norms lie on the default rating template when the project has one, else any number ≥ 0', async () => {
      const skill = await addSkill(t.deps, scope, 'Norm check');
      const body = (norm: number) => ({ skills: [{ skill_id: skill.id, weight: 0.2, norm }] });
      const position = await addPosition(t.deps, scope, finance.id, 'Auditor');
      expect((await acme.call('PUT', weights(position.id), body(80))).statusCode).toBe(200);
      const template = await addTemplate(t.deps, scope, 'Rating 1-5');
      await setRatingTemplate(t.deps, scope, template.id);
      try {
        const out = await acme.call('PUT', weights(position.id), body(6));
        expect(out.statusCode).toBe(400);
        expect(out.json()).toEqual({ skills: ['The norm must lie on the rating scale (1 – 5).'] });
        const az = await acme.call('PUT', weights(position.id), body(0.5), 'az');
        expect(az.json()).toEqual({ skills: ['Norma qiymətləndirmə şkalasının daxilində olmalıdır (1 – 5).'] });
        expect((await acme.call('PUT', weights(position.id), body(3.5))).statusCode).toBe(200);
      } finally {
        await setRatingTemplate(t.deps, scope, null);
      }
    });
  });

  describe('an employee’s own list', () => {
    it('shows the position’s list until the employee gets an own one; DELETE (or an empty list) goes back', async () => {
      const a = await addSkill(t.deps, scope, 'Own A');
      const b = await addSkill(t.deps, scope, 'Own B');
      const position = await addPosition(t.deps, scope, sales.id, 'Key account manager');
      const person = await addEmployee(t.deps, scope, {
        firstName: 'Leyla',
        lastName: 'Huseynova',
        number: 'S-2',
        departmentId: sales.id,
        positionId: position.id,
      });
      await addPositionSkill(t.deps, acme.companyId, position.id, a.id, 0.5, 3);
      const url = `${USER_SKILL}${person.id}/`;

      const first = (await acme.call('GET', url)).json();
      expect(first).toMatchObject({
        employee: { id: person.id, full_name: 'Leyla Huseynova', position: { id: position.id } },
        source: 'position',
        skills: [{ skill_id: a.id, weight: 0.5, norm: 3 }],
      });

      const own = await acme.call('PUT', url, {
        skills: [
          { skill_id: a.id, weight: 0.3 },
          { skill_id: b.id, weight: 0.7, norm: 2 },
        ],
      });
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json()).toMatchObject({
        source: 'employee',
        weight_total: 1,
        skills: [
          { skill_id: a.id, weight: 0.3 },
          { skill_id: b.id, weight: 0.7, norm: 2 },
        ],
      });
      const page = (await acme.call('GET', `${USER_SKILL}?search=huseyn`)).json();
      expect(page).toMatchObject({
        count: 1,
        results: [
          {
            id: person.id,
            employee_number: 'S-2',
            position: { id: position.id, name: 'Key account manager' },
            department: { id: sales.id },
            has_own_list: true,
            skill_count: 2,
          },
        ],
      });
      expect(
        (
          await acme.call('PUT', url, {
            skills: [
              { skill_id: a.id, weight: 0.9 },
              { skill_id: b.id, weight: 0.2 },
            ],
          })
        ).json(),
      ).toEqual({
        skills: ['Sum of weights must be less or equal to 1.'],
      });

      const reset = await acme.call('DELETE', url);
      expect(reset.json()).toMatchObject({ source: 'position', skills: [{ skill_id: a.id, weight: 0.5 }] });
      await acme.call('PUT', url, { skills: [{ skill_id: b.id, weight: 1 }] });
      expect((await acme.call('PUT', url, { skills: [] })).json()).toMatchObject({ source: 'position' });
    });

    it('lists active employees only, paginated', async () => {
      const count = async () => (await acme.call('GET', `${USER_SKILL}?page_size=1`)).json().count as number;
      const before = await count();
      await addEmployee(t.deps, scope, { firstName: 'Still', lastName: 'Here' });
      await addEmployee(t.deps, scope, { firstName: 'Also', lastName: 'Here' });
      const gone = await addEmployee(t.deps, scope, { firstName: 'Gone', lastName: 'Person', number: 'X-1' });
      await t.deps.db.update(employees).set({ status: 'terminated' }).where(eq(employees.id, gone.id));
      const all = (await acme.call('GET', `${USER_SKILL}?page_size=1`)).json();
      expect(all.results).toHaveLength(1);
      expect(all.count).toBe(before + 2);
      expect((await acme.call('GET', `${USER_SKILL}?search=gone`)).json().count).toBe(0);
    });
  });

  describe('who may do what', () => {
    it('a dsv user reads everything but changes nothing (403); a dse user changes the whole project', async () => {
      const viewer = await addEmployee(t.deps, scope, { permissions: ['dsv'] });
      const editor = await addEmployee(t.deps, scope, { permissions: ['dse'] });
      const viewerToken = (await signIn(t, viewer.account.username)).access;
      const editorToken = (await signIn(t, editor.account.username)).access;
      const skill = await addSkill(t.deps, scope, 'Permission check');

      for (const url of [
        SKILLS,
        FOR_POSITION,
        `${FOR_POSITION}?position=${seller.id}`,
        USER_SKILL,
        `${USER_SKILL}${salesRep.id}/`,
        `/api/wizard/periodic-skill/${skill.id}/`,
      ]) {
        expect((await acme.as(viewerToken)('GET', url)).statusCode, url).toBe(200);
      }
      const writes: Array<['POST' | 'PUT' | 'DELETE', string, unknown]> = [
        ['POST', SKILLS, { name: 'By viewer', skill_type: 'hard' }],
        ['PUT', `${SKILLS}${skill.id}/`, { name: 'By viewer', skill_type: 'hard' }],
        ['PUT', `/api/wizard/periodic-skill/${skill.id}/`, { is_periodic: false }],
        ['PUT', weights(seller.id), { skills: [] }],
        ['PUT', `${USER_SKILL}${salesRep.id}/`, { skills: [] }],
        ['DELETE', `${USER_SKILL}${salesRep.id}/`, undefined],
        ['DELETE', `${SKILLS}${skill.id}/`, undefined],
      ];
      for (const [method, url, body] of writes) {
        expect((await acme.as(viewerToken)(method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await create({ name: 'By editor', skill_type: 'hard' }, editorToken)).statusCode).toBe(201);
      const set = await acme.as(editorToken)('PUT', weights(seller.id), { skills: [{ skill_id: skill.id, weight: 0.25 }] });
      expect(set.statusCode, set.body).toBe(200);
      // Users with skill codes see every position (only admins have a department scope).
      const positions = (await acme.as(editorToken)('GET', FOR_POSITION)).json().map((p: { id: number }) => p.id);
      expect(positions).toEqual(expect.arrayContaining([accountant.id, seller.id]));
      // A user without skill codes reaches none of it.
      const plain = await addEmployee(t.deps, scope, {});
      expect((await acme.as((await signIn(t, plain.account.username)).access)('GET', SKILLS)).statusCode).toBe(403);
    });

    it('a scoped admin reaches only the positions and employees of their departments (others: 404)', async () => {
      const admin = await createAccount(t.deps, acme.companyId, { role: 'admin' });
      await scopeAdmin(t.deps, admin.id, [sales.id]);
      const adminToken = (await signIn(t, admin.username)).access;
      const skill = await addSkill(t.deps, scope, 'Scoped check');

      const positions = (await acme.as(adminToken)('GET', FOR_POSITION)).json().map((p: { id: number }) => p.id);
      expect(positions).toContain(seller.id);
      expect(positions).not.toContain(accountant.id);
      expect((await acme.as(adminToken)('GET', `${FOR_POSITION}?position=${accountant.id}`)).statusCode).toBe(404);
      expect((await acme.as(adminToken)('PUT', weights(accountant.id), { skills: [{ skill_id: skill.id, weight: 0.1 }] })).statusCode).toBe(404);
      expect((await acme.as(adminToken)('PUT', weights(seller.id), { skills: [{ skill_id: skill.id, weight: 0.1 }] })).statusCode).toBe(200);

      const employees = (await acme.as(adminToken)('GET', USER_SKILL)).json().results.map((e: { id: number }) => e.id);
      expect(employees).toContain(salesRep.id);
      expect(employees).not.toContain(clerk.id);
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await acme.as(adminToken)(method, `${USER_SKILL}${clerk.id}/`, method === 'PUT' ? { skills: [] } : undefined);
        expect(res.statusCode, method).toBe(404);
      }
    });

    it('another company’s competencies, positions and employees are not found (404)', async () => {
      const other = await tenant(t);
      const skill = await addSkill(t.deps, scope, 'Tenancy check');
      expect((await other.call.get(SKILLS)).json()).toEqual([]);
      expect((await other.call.put(`${SKILLS}${skill.id}/`, { name: 'Stolen', skill_type: 'hard' })).statusCode).toBe(404);
      expect((await other.call.delete(`${SKILLS}${skill.id}/`)).statusCode).toBe(404);
      expect((await other.call.get(`/api/wizard/periodic-skill/${skill.id}/`)).statusCode).toBe(404);
      expect((await other.call.get(`${FOR_POSITION}?position=${seller.id}`)).statusCode).toBe(404);
      expect((await other.call.get(`${USER_SKILL}${salesRep.id}/`)).statusCode).toBe(404);
      // Sending Acme's project is refused before anything runs.
      expect((await acme.as(other.token).get(SKILLS)).statusCode).toBe(404);
      expect((await t.deps.db.select().from(skills).where(eq(skills.id, skill.id)))[0]!.name).toBe('Tenancy check');
    });
  });
});
